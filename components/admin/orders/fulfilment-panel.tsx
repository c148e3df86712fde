"use client";
/**
 * Delivery of a paid order on its detail page: where it stands (not shipped, shipped with the
 * courier and tracking, delivered, collected) and the changes that are allowed now.
 */
import { useState } from "react";
import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  availableFulfilmentActions,
  FULFILMENT_ACTION_LABELS,
  fulfilmentRefusal,
  type FulfilmentStatusValue,
  type FulfilmentTarget,
} from "@/lib/domain/fulfilment";
import type { OrderStatusValue, PaymentStatusValue } from "@/lib/domain/order-status";
import { FulfilmentDialog } from "@/components/admin/orders/fulfilment-dialog";
import { FulfilmentBadge } from "@/components/admin/ui/badges";
import { formatDateTime } from "@/components/admin/ui/format";

export interface FulfilmentInfo {
  status: FulfilmentStatusValue;
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: Date | string | null;
  fulfilledAt: Date | string | null;
}

export function FulfilmentPanel({
  orderId,
  orderNumber,
  status,
  paymentStatus,
  fulfilment,
  codConfirmed = false,
  deliveryWords,
}: {
  orderId: string;
  orderNumber: string;
  status: OrderStatusValue;
  paymentStatus: PaymentStatusValue;
  fulfilment: FulfilmentInfo;
  /** A pay-on-delivery order confirmed by phone: it ships before the cash is collected. */
  codConfirmed?: boolean;
  /** Where it goes, as the buyer chose at checkout (district, zone, promise). */
  deliveryWords?: string;
}) {
  const [open, setOpen] = useState<{ next: FulfilmentTarget; key: number } | null>(null);
  const state = { status, paymentStatus, fulfilmentStatus: fulfilment.status, codConfirmed };
  // Shipped already: delivered first, correcting the tracking last.
  const actions = availableFulfilmentActions(state).sort((a, b) =>
    fulfilment.status === "shipped" ? Number(a === "shipped") - Number(b === "shipped") : 0,
  );
  const why = actions.length === 0 && fulfilment.status === "unfulfilled" ? fulfilmentRefusal(state, "shipped") : null;
  return (
    <div data-testid="fulfilment">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">Delivery</h2>
        <FulfilmentBadge status={fulfilment.status} />
      </div>
      {deliveryWords && (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="delivery-words">
          {deliveryWords}
        </p>
      )}
      {fulfilment.status !== "unfulfilled" && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {fulfilment.courier && (
            <>
              <dt className="text-muted-foreground">Courier</dt>
              <dd>{fulfilment.courier}</dd>
            </>
          )}
          {fulfilment.trackingNumber && (
            <>
              <dt className="text-muted-foreground">Tracking number</dt>
              <dd className="font-mono break-all">{fulfilment.trackingNumber}</dd>
            </>
          )}
          {fulfilment.trackingUrl && (
            <>
              <dt className="text-muted-foreground">Tracking link</dt>
              <dd className="min-w-0">
                <a href={fulfilment.trackingUrl} target="_blank" rel="noopener noreferrer" className="inline-flex max-w-full items-center gap-1 break-all underline underline-offset-4">
                  {fulfilment.trackingUrl}
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                </a>
              </dd>
            </>
          )}
          {fulfilment.shippedAt && (
            <>
              <dt className="text-muted-foreground">Shipped</dt>
              <dd>{formatDateTime(fulfilment.shippedAt)}</dd>
            </>
          )}
          {fulfilment.fulfilledAt && (
            <>
              <dt className="text-muted-foreground">{fulfilment.status === "collected" ? "Collected" : "Delivered"}</dt>
              <dd>{formatDateTime(fulfilment.fulfilledAt)}</dd>
            </>
          )}
        </dl>
      )}
      {why && <p className="mt-2 text-sm text-muted-foreground">{why}</p>}
      {actions.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          {actions.map((next, i) => (
            <Button key={next} size="sm" variant={i === 0 ? "primary" : "outline"} onClick={() => setOpen({ next, key: Date.now() })}>
              {next === "shipped" && fulfilment.status === "shipped" ? "Correct tracking" : FULFILMENT_ACTION_LABELS[next]}
            </Button>
          ))}
        </div>
      )}
      {open && (
        <FulfilmentDialog
          key={open.key}
          orderId={orderId}
          orderNumber={orderNumber}
          next={open.next}
          tracking={fulfilment}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
