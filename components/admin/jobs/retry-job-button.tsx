"use client";
import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import { retryJob } from "@/lib/actions/admin/jobs";

/** Puts one failed job back in its queue (the server action checks the administrator again). */
export function RetryJobButton({ name, id, label }: { name: string; id: string; label: string }) {
  const { pending, run } = useAdminAction();
  return (
    <Button variant="outline" size="sm" disabled={pending} aria-label={`Retry: ${label}`} onClick={() => run(retryJob, { name, id })}>
      <RotateCcw className="size-4" aria-hidden="true" />
      {pending ? "Retrying…" : "Retry"}
    </Button>
  );
}
