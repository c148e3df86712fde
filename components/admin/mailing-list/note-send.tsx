"use client";
/** Send a test to oneself, then Send to the list after a confirmation. */
import { useState } from "react";
import { FlaskConical, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/admin/form/confirm";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import { sendNoteAction, sendNoteTestAction } from "@/lib/actions/admin/mailing-list";

export function NoteSend({ noteId, subscribers, adminEmail, sent }: { noteId: string; subscribers: number; adminEmail: string; sent: boolean }) {
  const test = useAdminAction();
  const send = useAdminAction();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" disabled={test.pending} onClick={() => test.run(sendNoteTestAction, { id: noteId })}>
        <FlaskConical aria-hidden="true" /> {test.pending ? "Sending..." : `Send a test to ${adminEmail}`}
      </Button>
      <Button disabled={send.pending || subscribers === 0} onClick={() => setOpen(true)} data-testid="note-send">
        <Send aria-hidden="true" /> {sent ? "Send to anyone missing" : `Send to ${subscribers} subscriber${subscribers === 1 ? "" : "s"}`}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={sent ? "Send to anyone missing?" : "Send this note?"}
        message={
          <p>
            {sent
              ? "Confirmed subscribers who have not been sent this note yet get it now. Nobody gets it twice."
              : `It goes to ${subscribers} confirmed subscriber${subscribers === 1 ? "" : "s"}, a few each minute. After this the note can no longer be changed.`}
          </p>
        }
        confirmLabel="Send"
        pendingLabel="Sending..."
        destructive={false}
        pending={send.pending}
        onConfirm={() => send.run(sendNoteAction, { id: noteId }, { onSuccess: () => setOpen(false) })}
      />
    </div>
  );
}
