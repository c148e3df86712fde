"use client";
/** One inquiry: badges, contact details, a two-line message; View, Reply and Close. */
import { useId, useState, type FormEvent } from "react";
import { Eye, Reply, XCircle } from "lucide-react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Badge, INQUIRY_TONES } from "@/components/admin/ui/badges";
import { formatDateTime } from "@/components/admin/ui/format";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import { closeInquiry, replyToInquiry, viewInquiry } from "@/lib/actions/admin/inquiries";
import { defaultReplyText, inquiryServiceLabel as serviceTypeLabel } from "@/lib/domain/inquiry-reply";
import type { AdminInquiry } from "@/lib/data/admin/inquiries";
import { readableMetadata } from "@/lib/domain/order-metadata";

/** An inquiry as the list hands it to the browser (its date as ISO text). */
export type InquiryCardData = Omit<AdminInquiry, "createdAt"> & { createdAt: string };

const STATUS_LABELS = { new: "New", read: "Read", replied: "Replied", closed: "Closed" } as const;

export function InquiryCard({ inquiry }: { inquiry: InquiryCardData }) {
  const [view, setView] = useState(false);
  const [reply, setReply] = useState(false);
  const [text, setText] = useState("");
  const { pending, run } = useAdminAction();
  const replyId = useId();
  const closed = inquiry.status === "closed";
  const details = readableMetadata(inquiry.metadata, (d) => formatDateTime(d));

  function openView() {
    setView(true);
    if (inquiry.status === "new") run(viewInquiry, { id: inquiry.id });
  }

  function openReply() {
    setText(defaultReplyText(inquiry.name, inquiry.serviceType));
    setReply(true);
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === "") return;
    run(replyToInquiry, { id: inquiry.id, replyText: text }, { onSuccess: () => setReply(false) });
  }

  return (
    <article className="rounded-xl border border-border bg-card p-4" aria-labelledby={`inquiry-${inquiry.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`inquiry-${inquiry.id}`} className="font-semibold">
          {inquiry.name}
        </h2>
        <Badge tone={INQUIRY_TONES[inquiry.status]}>{STATUS_LABELS[inquiry.status]}</Badge>
        <Badge tone="grey">{serviceTypeLabel(inquiry.serviceType)}</Badge>
        <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(inquiry.createdAt)}</span>
      </div>
      <p className="mt-1 text-sm break-all text-muted-foreground">
        {inquiry.email}
        {inquiry.phone ? ` · ${inquiry.phone}` : ""}
      </p>
      {inquiry.subject && <p className="mt-2 text-sm font-medium">{inquiry.subject}</p>}
      {(inquiry.budgetRange || inquiry.timeline) && (
        <p className="mt-1 text-xs text-muted-foreground">
          {inquiry.budgetRange ? `Budget: ${inquiry.budgetRange}` : ""}
          {inquiry.budgetRange && inquiry.timeline ? " · " : ""}
          {inquiry.timeline ? `Timeline: ${inquiry.timeline}` : ""}
        </p>
      )}
      <p className="mt-2 line-clamp-2 text-sm">{inquiry.message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={openView}>
          <Eye aria-hidden="true" />
          View
        </Button>
        <Button size="sm" variant="outline" onClick={openReply} disabled={closed}>
          <Reply aria-hidden="true" />
          Reply
        </Button>
        {!closed && (
          <Button size="sm" variant="ghost" disabled={pending} onClick={() => run(closeInquiry, { id: inquiry.id })}>
            <XCircle aria-hidden="true" />
            Close
          </Button>
        )}
      </div>

      <Dialog open={view} onOpenChange={setView}>
        <DialogContent title={inquiry.subject || `Inquiry from ${inquiry.name}`} description={`${inquiry.name} · ${inquiry.email}`} size="lg">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Service type</dt>
            <dd>{serviceTypeLabel(inquiry.serviceType)}</dd>
            <dt className="text-muted-foreground">Phone</dt>
            <dd>{inquiry.phone || "—"}</dd>
            <dt className="text-muted-foreground">Budget</dt>
            <dd>{inquiry.budgetRange || "—"}</dd>
            <dt className="text-muted-foreground">Timeline</dt>
            <dd>{inquiry.timeline || "—"}</dd>
            <dt className="text-muted-foreground">Received</dt>
            <dd>{formatDateTime(inquiry.createdAt)}</dd>
          </dl>
          <p className="mt-4 text-sm whitespace-pre-wrap">{inquiry.message}</p>
          <section aria-labelledby={`replies-${inquiry.id}`} className="mt-4">
            <h3 id={`replies-${inquiry.id}`} className="text-sm font-semibold">
              Replies sent
            </h3>
            {inquiry.replies.length === 0 ? (
              <p className="mt-1 text-sm text-muted-foreground">No reply has been sent yet.</p>
            ) : (
              <ol className="mt-2 space-y-3">
                {inquiry.replies.map((r) => (
                  <li key={r.id} className="rounded-md border-l-2 border-border bg-muted p-3 text-sm" data-testid="inquiry-reply">
                    <p className="whitespace-pre-wrap">{r.body}</p>
                    <p className="mt-1 text-xs text-muted-foreground">
                      {r.authorEmail ?? "—"} · {formatDateTime(r.createdAt)}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {details.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold">Details</h3>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {details.map((d) => (
                  <div key={d.label} className="contents">
                    <dt className="text-muted-foreground">{d.label}</dt>
                    <dd className="break-words">{d.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </DialogContent>
      </Dialog>

      <Dialog open={reply} onOpenChange={setReply}>
        <DialogContent title={`Reply to ${inquiry.name}`} description={inquiry.email} size="lg">
          <form onSubmit={send} className="space-y-3">
            <label htmlFor={replyId} className="text-sm font-medium">
              Reply
            </label>
            <textarea
              id={replyId}
              rows={8}
              maxLength={5000}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="block w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setReply(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending || text.trim() === ""}>
                Send Reply
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </article>
  );
}
