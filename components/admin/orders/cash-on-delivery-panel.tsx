"use client";
/**
 * A pay-on-delivery order on its detail page: the buyer's number to call (a tel: link), the
 * order's stage, and the steps its state allows (Confirm and Cancel while it waits on the call;
 * cash collected, refused, back in the studio after it ships; Nepal Can Move when set up). A
 * number that refused a delivery before is flagged.
 */
import { useState } from "react";
import { AlertTriangle, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import type { CodAction, CodStage } from "@/lib/domain/order-flow";
import { COD_STAGE_LABELS } from "@/lib/domain/order-flow";
import { bookNcmShipment, checkNcmStatus } from "@/lib/actions/admin/couriers";
import {
  cancelCodByPhone,
  confirmCodByPhone,
  recordCodCash,
  recordCodRefused,
  recordCodReturn,
} from "@/lib/actions/admin/cash-on-delivery";

export interface CashOnDeliveryPanelProps {
  orderId: string;
  phone: string;
  totalText: string;
  dueText: string;
  deposit: { text: string; dueNowText: string | null; paidText: string | null; keptText: string | null } | null;
  mayDecideDeposit: boolean;
  stage: CodStage;
  allowed: CodAction[];
  canCancel: boolean;
  refusedBefore: string[];
  courier: string | null;
  ncm: { enabled: boolean; orderId: string | null; status: string | null };
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function CashOnDeliveryPanel(props: CashOnDeliveryPanelProps) {
  const { pending, run } = useAdminAction();
  const [reference, setReference] = useState("");
  const [reason, setReason] = useState("");
  const [fate, setFate] = useState<"kept" | "refunded">("kept");
  const [refundMethod, setRefundMethod] = useState<"cash" | "bank" | "wallet" | "qr">("wallet");
  const { orderId, allowed } = props;
  return (
    <div data-testid="cod-panel" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">Pay on delivery</h2>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium" data-testid="cod-stage">
          {COD_STAGE_LABELS[props.stage]}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        Cash to collect: <strong className="text-foreground tabular-nums">{props.dueText}</strong> (order total {props.totalText}).
      </p>
      {props.deposit && (
        <p className="text-sm text-muted-foreground" data-testid="cod-deposit">
          Deposit first: <strong className="text-foreground tabular-nums">{props.deposit.text}</strong>
          {props.deposit.dueNowText
            ? ` · ${props.deposit.dueNowText} still due online or by QR; call the buyer once it is paid.`
            : props.deposit.keptText
              ? ` · kept (${props.deposit.keptText}): the delivery was refused.`
              : " · paid."}
        </p>
      )}
      {props.refusedBefore.length > 0 && (
        <p role="note" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive" data-testid="cod-refused-before">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          This number refused a delivery before ({props.refusedBefore.join(", ")}). Ask for a deposit or payment in advance.
        </p>
      )}
      {props.phone && (
        <a
          href={telHref(props.phone)}
          className="inline-flex items-center gap-2 rounded-md border border-border px-3 py-2 text-base font-medium tabular-nums underline-offset-4 hover:underline"
          data-testid="cod-call"
        >
          <Phone aria-hidden="true" className="size-4" /> Call {props.phone}
        </a>
      )}
      {props.stage === "deposit_due" && (
        <p className="text-sm text-muted-foreground">Wait for the deposit (check its payment in Payment), then call the buyer.</p>
      )}
      {props.stage === "awaiting_call" && (
        <p className="text-sm text-muted-foreground">Call the buyer to confirm the order, the address and the cash amount before it ships.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {allowed.includes("cod_confirm") && (
          <Button disabled={pending} onClick={() => run(confirmCodByPhone, { orderId })} data-testid="cod-confirm">
            Confirm by phone
          </Button>
        )}
        {allowed.includes("cod_confirm") && props.canCancel && (
          <Button variant="outline" disabled={pending} onClick={() => run(cancelCodByPhone, { orderId, reason: "not confirmed by phone" })} data-testid="cod-cancel">
            Cancel (not confirmed)
          </Button>
        )}
        {props.ncm.enabled && props.stage === "confirmed" && (
          <Button variant="outline" disabled={pending} onClick={() => run(bookNcmShipment, { orderId })} data-testid="ncm-book">
            Book with Nepal Can Move
          </Button>
        )}
        {props.ncm.enabled && props.ncm.orderId && (
          <Button variant="outline" disabled={pending} onClick={() => run(checkNcmStatus, { orderId })}>
            Check NCM status
          </Button>
        )}
      </div>
      {props.ncm.orderId && (
        <p className="text-sm text-muted-foreground">
          NCM order {props.ncm.orderId}
          {props.ncm.status ? `: ${props.ncm.status}` : ""}
        </p>
      )}
      {allowed.includes("cod_collect") && (
        <div className="space-y-2 rounded-md border border-border p-3">
          <label htmlFor={`cod-ref-${orderId}`} className="block text-sm font-medium">
            Courier&apos;s receipt or remittance reference <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <input
            id={`cod-ref-${orderId}`}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            maxLength={120}
            className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
          />
          <div className="flex flex-wrap gap-2">
            <Button disabled={pending} onClick={() => run(recordCodCash, { orderId, by: "courier", reference })} data-testid="cod-cash-courier">
              Cash collected by {props.courier || "the courier"}
            </Button>
            <Button variant="outline" disabled={pending} onClick={() => run(recordCodCash, { orderId, by: "in_person", reference })}>
              Cash collected in person
            </Button>
          </div>
        </div>
      )}
      {allowed.includes("cod_refuse") && (
        <div className="space-y-2 rounded-md border border-border p-3">
          <label htmlFor={`cod-reason-${orderId}`} className="block text-sm font-medium">
            Why was it refused? <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <input
            id={`cod-reason-${orderId}`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={300}
            className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
          />
          <Button variant="outline" disabled={pending} onClick={() => run(recordCodRefused, { orderId, reason })} data-testid="cod-refused">
            Delivery refused
          </Button>
        </div>
      )}
      {allowed.includes("cod_return") && (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">The works stay off sale until the parcel is back in the studio.</p>
          {props.deposit?.paidText && (
            <fieldset className="space-y-2 rounded-md border border-border p-3" data-testid="cod-deposit-fate">
              <legend className="px-1 text-sm font-medium">The deposit paid ({props.deposit.paidText})</legend>
              {props.mayDecideDeposit ? (
                <>
                  <label className="flex items-center gap-2 text-sm">
                    <input type="radio" name={`fate-${orderId}`} checked={fate === "kept"} onChange={() => setFate("kept")} /> Keep it (the delivery was refused)
                  </label>
                  <label className="flex items-center gap-2 text-sm">
                    <input type="radio" name={`fate-${orderId}`} checked={fate === "refunded"} onChange={() => setFate("refunded")} /> Refund it to the buyer
                  </label>
                  {fate === "refunded" && (
                    <label className="flex flex-wrap items-center gap-2 text-sm">
                      Refunded by
                      <select
                        value={refundMethod}
                        onChange={(e) => setRefundMethod(e.target.value as typeof refundMethod)}
                        className="rounded-md border border-input bg-background px-2 py-1"
                      >
                        <option value="wallet">Wallet transfer</option>
                        <option value="bank">Bank transfer</option>
                        <option value="cash">Cash</option>
                        <option value="qr">QR payment</option>
                      </select>
                    </label>
                  )}
                </>
              ) : (
                <p className="text-sm text-muted-foreground">An administrator records this return: the deposit is kept or refunded then.</p>
              )}
            </fieldset>
          )}
          <Button
            disabled={pending || Boolean(props.deposit?.paidText && !props.mayDecideDeposit)}
            onClick={() =>
              run(recordCodReturn, props.deposit?.paidText ? { orderId, depositFate: fate, method: fate === "refunded" ? refundMethod : undefined } : { orderId })
            }
            data-testid="cod-returned"
          >
            Parcel back in the studio
          </Button>
        </div>
      )}
    </div>
  );
}
