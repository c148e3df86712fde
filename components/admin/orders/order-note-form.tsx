"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { addOrderNote } from "@/lib/actions/admin/orders";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";

export function OrderNoteForm({ orderId }: { orderId: string }) {
  const [body, setBody] = useState("");
  const { pending, run } = useAdminAction();
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    run(addOrderNote, { orderId, body }, { onSuccess: () => setBody("") });
  }
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        Add an internal note
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={2000}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        className="block w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      />
      <Button type="submit" size="sm" disabled={pending || body.trim() === ""}>
        Add note
      </Button>
    </form>
  );
}
