"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { toastResult } from "@/components/admin/form/result-toast";
import { reissueCertificateAction } from "@/lib/actions/admin/certificates";

/** Re-issue: a new number and link; the old number becomes void. Asks first. */
export function ReissueCertificateButton({ orderId, certificateId, number }: { orderId: string; certificateId: string; number: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() => {
        if (!window.confirm(`Issue a new certificate? ${number} will be void from now on.`)) return;
        start(async () => {
          if (toastResult(await reissueCertificateAction({ orderId, certificateId }))) router.refresh();
        });
      }}
    >
      Re-issue
    </Button>
  );
}
