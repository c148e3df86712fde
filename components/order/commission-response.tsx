"use client";
/**
 * The buyer's answer to the sketch on their order page: Approve, or Ask for changes with a
 * comment. The server decides whether an answer is expected (lib/orders/commission.ts).
 */
import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { respondToCommissionAction } from "@/lib/actions/commission";
import { MAX_BUYER_COMMENT } from "@/lib/domain/commission";
import type { Locale } from "@/lib/i18n/locales";

/** The answer's words, translated on the server (components/order/commission-section.tsx). */
export interface CommissionResponseStrings {
  question: string;
  approve: string;
  askChanges: string;
  whatChange: string;
  extraRound: string;
  send: string;
  back: string;
}

export function CommissionResponse({ token, extraRound, strings, locale }: { token: string; extraRound: boolean; strings: CommissionResponseStrings; locale: Locale }) {
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const commentId = useId();

  function send(decision: "approve" | "changes") {
    startTransition(async () => {
      const result = await respondToCommissionAction({ token, decision, comment: decision === "changes" ? comment : "", locale });
      setMessage({ ok: result.ok, text: result.message });
      if (result.ok) {
        setAsking(false);
        setComment("");
        router.refresh();
      }
    });
  }

  return (
    <div className="mt-4 rounded-lg border border-accent/40 bg-accent/5 p-4" data-testid="commission-response">
      <p className="text-sm font-semibold">{strings.question}</p>
      {!asking ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="primary" disabled={pending} onClick={() => send("approve")} data-testid="approve-sketch">
            {strings.approve}
          </Button>
          <Button variant="outline" disabled={pending} onClick={() => setAsking(true)} data-testid="ask-changes">
            {strings.askChanges}
          </Button>
        </div>
      ) : (
        <form
          className="mt-3 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            send("changes");
          }}
        >
          <label htmlFor={commentId} className="text-sm font-medium">
            {strings.whatChange}
          </label>
          <textarea
            id={commentId}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={MAX_BUYER_COMMENT}
            rows={3}
            required
            className="block w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          />
          {extraRound && (
            <p className="text-xs text-muted-foreground">{strings.extraRound}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="primary" disabled={pending || comment.trim() === ""} data-testid="send-changes">
              {strings.send}
            </Button>
            <Button variant="ghost" disabled={pending} onClick={() => setAsking(false)}>
              {strings.back}
            </Button>
          </div>
        </form>
      )}
      {message && (
        <p role="status" className={`mt-2 text-sm ${message.ok ? "text-success" : "text-destructive"}`}>
          {message.text}
        </p>
      )}
    </div>
  );
}
