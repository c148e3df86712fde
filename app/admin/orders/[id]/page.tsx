import type { Metadata } from "next";
import Link from "next/link";
import { AdminOrderCertificates } from "@/components/certificates/admin-certificates";
import { notFound } from "next/navigation";
import { AlertTriangle, ArrowLeft } from "lucide-react";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { can } from "@/lib/domain/admin-permissions";
import { getAdminOrder, type AdminOrderDetail } from "@/lib/data/admin/orders";
import { formatNpr } from "@/lib/money";
import { Card } from "@/components/admin/ui/page-header";
import { FulfilmentBadge, OrderStatusBadge, PaymentStatusBadge } from "@/components/admin/ui/badges";
import { formatAge, formatDateTime } from "@/components/admin/ui/format";
import { ScreenshotViewer } from "@/components/admin/orders/screenshot-viewer";
import { MarkPaidDialog, RejectPaymentDialog } from "@/components/admin/orders/payment-decision";
import { OrderStateControls } from "@/components/admin/orders/order-state-controls";
import { AdjustOrderDialog, RecordPaymentDialog, RefundDialog, ReopenButton, RestockButton, VoidPaymentButton } from "@/components/admin/orders/money-actions";
import { LEDGER_METHOD_LABELS } from "@/lib/domain/ledger";
import { isOrderStatus, isPaymentStatus, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "@/lib/domain/order-status";
import { OrderNoteForm } from "@/components/admin/orders/order-note-form";
import { FulfilmentPanel } from "@/components/admin/orders/fulfilment-panel";
import { FULFILMENT_LABELS, isFulfilmentStatus } from "@/lib/domain/fulfilment";
import { readableOrderMetadata } from "@/lib/domain/order-metadata";
import { getAdminCommission } from "@/lib/data/admin/commissions";
import { commissionRefundable } from "@/lib/orders/commission";
import { CommissionPanel } from "@/components/admin/commissions/commission-panel";
import { getAdminOrderDelivery } from "@/lib/data/admin/cash-on-delivery";
import { CashOnDeliveryPanel } from "@/components/admin/orders/cash-on-delivery-panel";

export const metadata: Metadata = { title: "Order" };

const FIELD_LABELS: Record<string, string> = {
  status: "Status",
  payment_status: "Payment status",
  transaction_reference: "Transaction reference",
  online_payment: "Online payment",
  payment: "Payment received",
  refund: "Refund",
  payment_void: "Payment undone",
  payment_claim: "Payment claim",
  refund_due: "Refund due",
  restock: "Back in the studio",
  order_total: "Order changed",
  fulfilment_status: "Delivery",
  commission_stage: "Commission stage",
  commission_update: "Commission update",
  commission_response: "Buyer's answer",
  ship_anyway: "Ship anyway",
  note: "Note",
};

/** Money entries say everything in their detail ("NPR 6,000 refunded by bank transfer, ref ..."). */
const DETAIL_ONLY = new Set(["payment", "refund", "payment_void", "restock", "refund_due", "order_total", "online_payment"]);

/** A history value in words (delivery states and payment statuses by their labels). */
function historyValue(field: string, value: string | null): string {
  if (value === null) return "—";
  if (field === "fulfilment_status" && isFulfilmentStatus(value)) return FULFILMENT_LABELS[value];
  if (field === "payment_status" && isPaymentStatus(value)) return PAYMENT_STATUS_LABELS[value];
  if (field === "status" && isOrderStatus(value)) return ORDER_STATUS_LABELS[value];
  if ((field === "order_total" || field === "refund_due") && /^-?\d+$/.test(value)) return formatNpr(Number(value));
  return value;
}

/** Digits and a leading + only, for a tel: link. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

function str(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** Customisations (artwork lines) and commission details (service lines) in words. */
function describeLine(line: { customizations: Record<string, unknown> | null; commission: Record<string, unknown> | null }): string[] {
  const out: string[] = [];
  const c = line.customizations;
  if (c) {
    const size = str(c.sizeLabel) ?? str(c.size);
    if (size) out.push(`Size: ${size}`);
    const framing = str(c.framingLabel) ?? str(c.framing);
    if (framing) out.push(`Framing: ${framing}${c.framingOnQuote === true && !/quote/i.test(framing) ? " (price on quote)" : ""}`);
    const notes = str(c.notes);
    if (notes) out.push(`Notes: ${notes}`);
  }
  const m = line.commission;
  if (m) {
    const category = str(m.commissionCategory);
    if (category) out.push(`Commission: ${category}`);
    const size = [str(m.size), str(m.dimensions)].filter(Boolean).join(", ");
    if (size) out.push(`Size: ${size}`);
    out.push(m.withFrame === true ? `With frame (${formatNpr(Number(m.framePricePaisa ?? 0))})` : "Without frame");
    if (m.basePricePaisa !== undefined) out.push(`Base price: ${formatNpr(Number(m.basePricePaisa))}`);
  }
  return out;
}

/** The customer's reference photos of a commission line: thumbnails that open the full photo. */
function ReferencePhotoThumbnails({ photos, lineTitle }: { photos: AdminOrderDetail["lines"][number]["referencePhotos"]; lineTitle: string }) {
  return (
    <div className="mt-2" data-testid="reference-photos">
      <p className="text-xs font-medium">
        {photos.length === 1 ? "1 reference photo" : `${photos.length} reference photos`}
      </p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a
              href={photo.url}
              target="_blank"
              rel="noopener noreferrer"
              className="block overflow-hidden rounded-md border border-border bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              title={photo.fileName ?? undefined}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- private, admin-only route, not for the image optimiser */}
              <img
                src={photo.url}
                alt={`Reference photo ${index + 1} for ${lineTitle}${photo.fileName ? ` (${photo.fileName})` : ""}`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="size-24 object-cover sm:size-28"
              />
              <span className="sr-only"> (opens the full photo in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default async function OrderDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage("orders");
  // Refunds, undoing a payment, restocking and changing prices are administrators' (an
  // assistant's buttons hide).
  const moneyDecisions = can(admin.role, "orderMoney");
  const { id } = await params;
  const order = await getAdminOrder(id);
  if (!order) notFound();
  const commission = await getAdminCommission(order.id);
  const refundable = commission && moneyDecisions ? await commissionRefundable(order.id) : null;
  const delivery = await getAdminOrderDelivery(order.id);
  const metaFields = readableOrderMetadata(order.metadata, formatDateTime);

  return (
    <div>
      <Link href="/admin/orders" className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Orders
      </Link>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{order.orderNumber}</h1>
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge status={order.paymentStatus} />
        {(order.paymentStatus === "paid" || order.fulfilment.status !== "unfulfilled") && <FulfilmentBadge status={order.fulfilment.status} />}
        <span className="text-sm text-muted-foreground">
          {formatDateTime(order.createdAt)} · {formatAge(order.createdAt)} ago
        </span>
        <a href={`/admin/orders/${order.id}/receipt`} className="text-sm underline underline-offset-4" data-testid="admin-receipt-link">
          Receipt (PDF)
        </a>
      </div>

      {order.duplicateReferenceOrders.length > 0 && (
        <div role="alert" className="mb-4 flex gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            Transaction reference {order.transactionReference} is also recorded on{" "}
            {order.duplicateReferenceOrders.map((d, i) => (
              <span key={d.id}>
                {i > 0 && ", "}
                <Link href={`/admin/orders/${d.id}`} className="font-medium underline">
                  {d.orderNumber}
                </Link>
              </span>
            ))}
            . Check that the payment was not used twice: refund one of them if it was.
          </p>
        </div>
      )}

      {commission && (
        <Card className="mb-6">
          <CommissionPanel
            commission={commission}
            canCancel={moneyDecisions && order.allowed.includes("cancel")}
            refundablePaisa={Number(refundable ?? BigInt(0))}
            pricedLine={
              moneyDecisions && order.allowed.includes("edit_lines") ? (
                <AdjustOrderDialog
                  orderId={order.id}
                  shippingPaisa={order.shippingPaisa}
                  hasEmail={Boolean(order.customer.email)}
                  lines={order.lines.map((l) => ({ id: l.id, title: l.title, unitPricePaisa: l.unitPricePaisa, onQuote: l.customizations?.framingOnQuote === true }))}
                />
              ) : null
            }
          />
        </Card>
      )}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* Paid on delivery: no screenshot is ever sent, the call comes first. */}
        {!delivery?.cod || order.screenshotUrl ? (
          <Card>
            <h2 className="mb-3 text-lg font-semibold">Payment screenshot</h2>
            {order.screenshotUrl ? (
              <ScreenshotViewer url={order.screenshotUrl} orderNumber={order.orderNumber} />
            ) : (
              <p className="text-sm text-muted-foreground">No screenshot was stored for this order.</p>
            )}
          </Card>
        ) : null}

        <div className="space-y-6">
          {delivery?.cod && (
            <Card>
              <CashOnDeliveryPanel orderId={order.id} {...delivery.cod} />
            </Card>
          )}
          <Card>
            <p className="text-sm text-muted-foreground">Order total</p>
            <p className="text-3xl font-semibold tabular-nums" data-testid="amount-expected">
              {formatNpr(order.totalPaisa)}
            </p>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums" data-testid="money-summary">
              <dt className="text-muted-foreground">Paid</dt>
              <dd className="text-right">{formatNpr(order.money.paidPaisa)}</dd>
              {order.money.refundedPaisa > 0 && (
                <>
                  <dt className="text-muted-foreground">Refunded</dt>
                  <dd className="text-right">−{formatNpr(order.money.refundedPaisa)}</dd>
                </>
              )}
              {order.money.duePaisa > 0 && order.status !== "cancelled" && (
                <>
                  <dt className="font-medium">Balance due</dt>
                  <dd className="text-right font-medium" data-testid="balance-due">
                    {formatNpr(order.money.duePaisa)}
                  </dd>
                </>
              )}
              {order.money.refundDuePaisa > 0 && (
                <>
                  <dt className="font-medium text-destructive">Refund due</dt>
                  <dd className="text-right font-medium text-destructive" data-testid="refund-due">
                    {formatNpr(order.money.refundDuePaisa)}
                  </dd>
                </>
              )}
            </dl>
            {order.paidOnline && (
              <p className="mt-2 text-sm font-medium text-success" data-testid="paid-online">
                {order.paidOnline}
              </p>
            )}
            {order.money.onlinePending && (
              <p className="mt-2 text-sm text-muted-foreground" data-testid="online-pending">
                An online payment is being confirmed by the provider: other changes to the payment wait for it.
              </p>
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              {order.allowed.includes("record_payment") && order.money.claimSubmitted && (
                <MarkPaidDialog orderId={order.id} totalLabel={formatNpr(order.money.dueNowPaisa || order.money.duePaisa)} />
              )}
              {order.allowed.includes("reject_claim") && <RejectPaymentDialog orderId={order.id} hasEmail={Boolean(order.customer.email)} />}
              {order.allowed.includes("record_payment") && (
                <RecordPaymentDialog orderId={order.id} duePaisa={order.money.dueNowPaisa || order.money.duePaisa} dueLabel={formatNpr(order.money.dueNowPaisa || order.money.duePaisa)} />
              )}
              {moneyDecisions && order.allowed.includes("refund") && (
                <RefundDialog
                  orderId={order.id}
                  keptPaisa={order.money.refundDuePaisa > 0 ? order.money.refundDuePaisa : order.money.paidPaisa - order.money.refundedPaisa}
                  keptLabel={formatNpr(order.money.paidPaisa - order.money.refundedPaisa)}
                  defaultMethod={[...order.ledger].reverse().find((r) => r.kind === "payment" && !r.voidedAt)?.method ?? "qr"}
                  hasEmail={Boolean(order.customer.email)}
                  shipped={order.fulfilment.status !== "unfulfilled"}
                />
              )}
              {moneyDecisions && order.allowed.includes("restock") && <RestockButton orderId={order.id} count={order.soldOriginals} />}
              {order.allowed.includes("reopen") && <ReopenButton orderId={order.id} />}
              {moneyDecisions && order.allowed.includes("edit_lines") && (
                <AdjustOrderDialog
                  orderId={order.id}
                  shippingPaisa={order.shippingPaisa}
                  hasEmail={Boolean(order.customer.email)}
                  lines={order.lines.map((l) => ({ id: l.id, title: l.title, unitPricePaisa: l.unitPricePaisa, onQuote: l.customizations?.framingOnQuote === true }))}
                />
              )}
            </div>
            {!order.money.claimSubmitted && order.paymentStatus === "pending" && order.status !== "cancelled" && (
              <p className="mt-2 text-xs text-muted-foreground">The buyer has not sent a payment yet.</p>
            )}
            {order.ledger.length > 0 && (
              <div className="mt-4 border-t border-border pt-4">
                <h3 className="mb-2 text-sm font-semibold">Payments and refunds</h3>
                <ul className="divide-y divide-border text-sm" data-testid="ledger">
                  {order.ledger.map((row) => (
                    <li key={row.id} className={`flex flex-wrap items-start justify-between gap-2 py-2 ${row.voidedAt ? "text-muted-foreground line-through" : ""}`}>
                      <div className="min-w-0">
                        <p>
                          <span className="font-medium">{row.kind === "payment" ? "Payment" : "Refund"}</span> · {LEDGER_METHOD_LABELS[row.method]}
                          {row.reference && (
                            <>
                              {" "}
                              · ref <span className="font-mono">{row.reference}</span>
                            </>
                          )}
                        </p>
                        {row.reason && <p className="text-xs text-muted-foreground no-underline">{row.reason}</p>}
                        {row.sameReference.length > 0 && (
                          <p className="text-xs text-destructive">Same reference on {row.sameReference.join(", ")}</p>
                        )}
                        <p className="text-xs text-muted-foreground">
                          {row.recordedByEmail ?? "confirmed by the provider"} · {formatDateTime(row.createdAt)}
                          {row.voidedAt && ` · undone by ${row.voidedByEmail ?? "system"}${row.voidReason ? ` (${row.voidReason})` : ""}`}
                        </p>
                      </div>
                      <div className="flex items-center gap-1">
                        <span className="tabular-nums">
                          {row.kind === "refund" ? "−" : ""}
                          {formatNpr(row.amountPaisa)}
                        </span>
                        {row.kind === "payment" && !row.voidedAt && row.method !== "esewa" && row.method !== "khalti" && moneyDecisions && order.allowed.includes("void_payment") && (
                          <VoidPaymentButton
                            orderId={order.id}
                            entryId={row.id}
                            label={`${formatNpr(row.amountPaisa)} by ${LEDGER_METHOD_LABELS[row.method]}`}
                            approvalSent={order.approvalSent}
                            hasEmail={Boolean(order.customer.email)}
                          />
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="mt-4 border-t border-border pt-4">
              <OrderStateControls orderId={order.id} orderNumber={order.orderNumber} status={order.status} canCancel={order.allowed.includes("cancel")} hasEmail={Boolean(order.customer.email)} />
            </div>
          </Card>

          {order.paymentAttempts.length > 0 && (
            <Card>
              <h2 className="mb-2 text-lg font-semibold">Online payment attempts</h2>
              <ul className="divide-y divide-border text-sm" data-testid="payment-attempts">
                {order.paymentAttempts.map((attempt) => (
                  <li key={attempt.id} className="space-y-1 py-2">
                    <p className="flex flex-wrap justify-between gap-2">
                      <span>
                        {attempt.provider === "esewa" ? "eSewa" : "Khalti"} · <span className="font-medium">{attempt.status}</span> ·{" "}
                        <span className="tabular-nums">{formatNpr(attempt.amountPaisa)}</span>
                      </span>
                      <span className="text-xs text-muted-foreground">{formatDateTime(attempt.createdAt)}</span>
                    </p>
                    <p className="break-all font-mono text-xs">
                      {attempt.reference}
                      {attempt.providerTransactionId ? ` → ref ${attempt.providerTransactionId}` : ""}
                    </p>
                    {attempt.detail && <p className="text-xs text-destructive">{attempt.detail}</p>}
                    {attempt.rawAnswer && (
                      <details className="text-xs">
                        <summary className="cursor-pointer text-muted-foreground">Provider&apos;s answer</summary>
                        <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-all rounded bg-muted p-2">{attempt.rawAnswer}</pre>
                      </details>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          )}

          {(["paid", "partly_refunded", "overpaid"].includes(order.paymentStatus) || order.fulfilment.status !== "unfulfilled" || commission?.shipAnyway || delivery?.codConfirmed) && (
            <Card>
              <FulfilmentPanel
                orderId={order.id}
                orderNumber={order.orderNumber}
                status={order.status}
                // "Ship anyway" was allowed for this commission: the panel offers shipping as for a paid order.
                paymentStatus={commission?.shipAnyway && order.paymentStatus === "partly_paid" ? "paid" : order.paymentStatus}
                fulfilment={order.fulfilment}
                codConfirmed={delivery?.codConfirmed}
                deliveryWords={delivery?.words}
              />
            </Card>
          )}

          <Card>
            <h2 className="mb-2 text-lg font-semibold">Customer</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Name</dt>
              <dd>{order.customer.name || "—"}</dd>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="break-all">
                {order.customer.email ? (<a href={`mailto:${order.customer.email}`} className="underline underline-offset-4">
                  {order.customer.email}
                </a>) : ("—")}
              </dd>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>
                {order.customer.phone ? (
                  <a href={telHref(order.customer.phone)} className="underline underline-offset-4">
                    {order.customer.phone}
                  </a>
                ) : (
                  "—"
                )}
              </dd>
              <dt className="text-muted-foreground">Address</dt>
              <dd>{order.customer.address || "—"}</dd>
              {order.customer.notes && (
                <>
                  <dt className="text-muted-foreground">Notes</dt>
                  <dd className="whitespace-pre-wrap">{order.customer.notes}</dd>
                </>
              )}
            </dl>
            {order.shippingAddress && (
              <>
                <h3 className="mt-4 mb-1 text-sm font-semibold">Shipping address</h3>
                <p className="text-sm">
                  {["street", "city", "state", "zip", "country"].map((k) => order.shippingAddress?.[k]).filter(Boolean).join(", ") || "—"}
                </p>
              </>
            )}
          </Card>
        </div>
      </div>

      <Card className="mt-6">
        <h2 className="mb-3 text-lg font-semibold">Items</h2>
        <ul className="divide-y divide-border">
          {order.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {line.title} <span className="text-muted-foreground">× {line.quantity}</span>
                </p>
                {describeLine(line).map((text) => (
                  <p key={text} className="text-xs text-muted-foreground">
                    {text}
                  </p>
                ))}
                {line.referencePhotos.length > 0 && <ReferencePhotoThumbnails photos={line.referencePhotos} lineTitle={line.title} />}
              </div>
              <div className="shrink-0 text-right tabular-nums">
                <p>{formatNpr(line.lineTotalPaisa)}</p>
                <p className="text-xs text-muted-foreground">{formatNpr(line.unitPricePaisa)} each</p>
                {line.lineTotalPaisa !== line.unitPricePaisa * line.quantity && (
                  <p className="text-xs text-muted-foreground">with shipping and tax</p>
                )}
              </div>
            </li>
          ))}
        </ul>
        <dl className="mt-3 ml-auto grid max-w-xs grid-cols-2 gap-y-1 border-t border-border pt-3 text-sm tabular-nums">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="text-right">{formatNpr(order.subtotalPaisa)}</dd>
          <dt className="text-muted-foreground">Shipping</dt>
          <dd className="text-right">{formatNpr(order.shippingPaisa)}</dd>
          <dt className="text-muted-foreground">Tax</dt>
          <dd className="text-right">{formatNpr(order.taxPaisa)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold">{formatNpr(order.totalPaisa)}</dd>
        </dl>
        {metaFields.length > 0 && (
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-border pt-3 text-sm" aria-label="Payment details">
            {metaFields.map((f) => (
              <div key={f.label} className="contents">
                <dt className="text-muted-foreground">{f.label}</dt>
                <dd className="break-words">{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>

      <AdminOrderCertificates orderId={order.id} canReissue={moneyDecisions} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card>
          <h2 className="mb-3 text-lg font-semibold">Internal notes</h2>
          <OrderNoteForm orderId={order.id} />
          <ul className="mt-4 space-y-3">
            {order.notes.map((n) => (
              <li key={n.id} className="rounded-md bg-muted p-3 text-sm">
                <p className="whitespace-pre-wrap">{n.body}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {n.authorEmail} · {formatDateTime(n.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="mb-3 text-lg font-semibold">History</h2>
          {order.history.length === 0 ? (
            <p className="text-sm text-muted-foreground">No changes yet.</p>
          ) : (
            <ol className="space-y-2 text-sm">
              {order.history.map((h) => (
                <li key={h.id} className="border-l-2 border-border pl-3">
                  <p>
                    <span className="font-medium">{FIELD_LABELS[h.field] ?? h.field}</span>
                    {h.field === "note"
                      ? ` added`
                      : DETAIL_ONLY.has(h.field)
                        ? ""
                        : `: ${historyValue(h.field, h.fromValue)} → ${historyValue(h.field, h.toValue)}`}
                    {h.detail && (DETAIL_ONLY.has(h.field) ? <span>: {h.detail}</span> : <span className="text-muted-foreground"> ({h.detail})</span>)}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {h.actorEmail ?? "system"} · {formatDateTime(h.createdAt)}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </div>
  );
}
