"use client";
/**
 * The artist's commission actions on the order page: move to the next stage, post an update (a
 * note and up to 4 photos, each compressed in the browser first, as artwork photos are), allow
 * "ship anyway" after a confirmation, cancel under the policy. The server refuses whatever the
 * commission's state does not allow, with the transition table's message.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/admin/form/confirm";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import { compressImageInBrowser } from "@/lib/images/compress-in-browser";
import { allowShipAnywayAction, cancelCommissionAction, moveCommissionStageAction, postCommissionUpdateAction } from "@/lib/actions/admin/commissions";
import { MAX_UPDATE_NOTE, MAX_UPDATE_PHOTOS, STAGE_LABELS, type CommissionStage } from "@/lib/domain/commission";
import { LEDGER_METHOD_LABELS, MANUAL_METHODS, type ManualMethodValue } from "@/lib/domain/ledger";
import { formatNpr } from "@/lib/money";

const fieldClass =
  "mt-1.5 block w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring";

export function StageButtons({ orderId, stages }: { orderId: string; stages: CommissionStage[] }) {
  const { pending, run } = useAdminAction();
  if (stages.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {stages.map((stage) => (
        <Button key={stage} variant="primary" disabled={pending} onClick={() => run(moveCommissionStageAction, { orderId, stage })} data-testid={`commission-move-${stage}`}>
          Move to {STAGE_LABELS[stage]}
        </Button>
      ))}
    </div>
  );
}

export function PostUpdateForm({ orderId, forApproval }: { orderId: string; forApproval: boolean }) {
  const [note, setNote] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { pending, run } = useAdminAction();
  const ids = { note: useId(), photos: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const form = new FormData();
    form.set("orderId", orderId);
    form.set("note", note);
    try {
      for (const file of files.slice(0, MAX_UPDATE_PHOTOS)) form.append("photos", await compressImageInBrowser(file, { maxBytes: 2.5 * 1024 * 1024 }));
    } finally {
      setBusy(false);
    }
    run(postCommissionUpdateAction, form, {
      onSuccess: () => {
        setNote("");
        setFiles([]);
        if (input.current) input.current.value = "";
      },
    });
  }

  return (
    <form onSubmit={submit} className="space-y-3" data-testid="commission-update-form">
      <div>
        <label htmlFor={ids.note} className="text-sm font-medium">
          {forApproval ? "Sketch for approval: a note to the buyer" : "Progress update: a note to the buyer"}
        </label>
        <textarea id={ids.note} value={note} onChange={(e) => setNote(e.target.value)} maxLength={MAX_UPDATE_NOTE} rows={3} className={fieldClass} />
      </div>
      <div>
        <label htmlFor={ids.photos} className="text-sm font-medium">
          Photos <span className="font-normal text-muted-foreground">(up to {MAX_UPDATE_PHOTOS}; only the buyer sees them)</span>
        </label>
        <input
          ref={input}
          id={ids.photos}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          multiple
          onChange={(e) => {
            const chosen = Array.from(e.target.files ?? []);
            if (chosen.length > MAX_UPDATE_PHOTOS) toast.error(`Attach up to ${MAX_UPDATE_PHOTOS} photos.`);
            setFiles(chosen.slice(0, MAX_UPDATE_PHOTOS));
          }}
          className="mt-1.5 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
        />
        {files.length > 0 && <p className="mt-1 text-xs text-muted-foreground">{files.map((f) => f.name).join(", ")}</p>}
      </div>
      <Button type="submit" variant="primary" disabled={pending || busy || (note.trim() === "" && files.length === 0)} data-testid="post-commission-update">
        {busy ? "Preparing photos..." : pending ? "Posting..." : forApproval ? "Post the sketch for approval" : "Post the update"}
      </Button>
    </form>
  );
}

export function ShipAnywayButton({ orderId, dueLabel }: { orderId: string; dueLabel: string }) {
  const [open, setOpen] = useState(false);
  const { pending, run } = useAdminAction();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="ship-anyway">
        Ship anyway
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Ship with the balance still due?"
        message={<p>The buyer still owes {dueLabel}. Shipping now is recorded in the commission&apos;s timeline with your name and the time.</p>}
        confirmLabel="Allow shipping"
        pending={pending}
        onConfirm={() => run(allowShipAnywayAction, { orderId }, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}

export function CancelCommissionButton({ orderId, refundablePaisa, policy }: { orderId: string; refundablePaisa: number; policy: string }) {
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<ManualMethodValue>("bank");
  const [reference, setReference] = useState("");
  const [reason, setReason] = useState("");
  const { pending, run } = useAdminAction();
  const ids = { method: useId(), reference: useId(), reason: useId() };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="cancel-commission">
        Cancel the commission
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel this commission?"
        message={
          <>
            <p>Policy: {policy}</p>
            <p className="font-medium text-foreground">
              {refundablePaisa > 0 ? `${formatNpr(refundablePaisa)} is refunded to the buyer.` : "Nothing is refundable under the policy."} The buyer is emailed.
            </p>
          </>
        }
        confirmLabel="Cancel the commission"
        pending={pending}
        disabled={reason.trim() === ""}
        onConfirm={() => run(cancelCommissionAction, { orderId, method, reference: reference.trim() || null, reason }, { onSuccess: () => setOpen(false) })}
      >
        {refundablePaisa > 0 && (
          <>
            <label htmlFor={ids.method} className="block text-sm font-medium">
              Refund paid by
              <select id={ids.method} value={method} onChange={(e) => setMethod(e.target.value as ManualMethodValue)} className={fieldClass}>
                {MANUAL_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {LEDGER_METHOD_LABELS[m]}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={ids.reference} className="block text-sm font-medium">
              Reference <span className="font-normal text-muted-foreground">(optional)</span>
              <input id={ids.reference} value={reference} onChange={(e) => setReference(e.target.value)} maxLength={100} className={fieldClass} />
            </label>
          </>
        )}
        <label htmlFor={ids.reason} className="block text-sm font-medium">
          Reason
          <input id={ids.reason} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} required className={fieldClass} />
        </label>
      </ConfirmDialog>
    </>
  );
}
