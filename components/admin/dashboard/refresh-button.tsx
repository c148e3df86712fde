"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

export function RefreshDashboardButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() =>
        startTransition(() => {
          router.refresh();
          toast.success("Dashboard refreshed");
        })
      }
    >
      <RefreshCw aria-hidden="true" className={pending ? "animate-spin" : undefined} />
      Refresh
    </Button>
  );
}
