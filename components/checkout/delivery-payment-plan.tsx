/**
 * The buyer's page of an order paid on delivery, or of one whose shipping waits on the shop's
 * quote: what will be paid, when and how, and where the order stands (the phone call, the
 * parcel with its courier's tracking link). Shown instead of the payment step.
 */
import type { ReactNode } from "react";
import { CheckCircle2, Phone, Truck } from "lucide-react";
import type { BuyerDeliveryView } from "@/lib/data/delivery";
import { paymentPlanWords } from "@/lib/domain/cash-on-delivery";
import { districtLabel } from "@/lib/domain/districts";
import { formatNpr } from "@/lib/money";

function stageWords(delivery: BuyerDeliveryView): { icon: ReactNode; text: string } {
  if (delivery.cancelled) return { icon: null, text: "This order is cancelled." };
  if (delivery.fulfilmentStatus === "delivered" || delivery.fulfilmentStatus === "collected") {
    return { icon: <CheckCircle2 aria-hidden="true" className="size-5" />, text: "Delivered and paid. Thank you!" };
  }
  if (delivery.fulfilmentStatus === "shipped") {
    return { icon: <Truck aria-hidden="true" className="size-5" />, text: `On its way${delivery.courier ? ` with ${delivery.courier}` : ""}.` };
  }
  if (delivery.cashOnDelivery && delivery.confirmedAt) {
    return { icon: <CheckCircle2 aria-hidden="true" className="size-5" />, text: "Confirmed by phone: we are packing your order." };
  }
  if (delivery.cashOnDelivery) return { icon: <Phone aria-hidden="true" className="size-5" />, text: "Placed. We will call you to confirm it before we send it." };
  return { icon: null, text: "Placed. We will email you the shipping price." };
}

export function DeliveryPaymentPlan({ delivery, lines }: { delivery: BuyerDeliveryView; lines: ReactNode }) {
  const words = paymentPlanWords({
    method: delivery.cashOnDelivery ? "cod" : "prepaid",
    totalText: formatNpr(delivery.totalPaisa),
    phone: delivery.phone || null,
    onQuote: delivery.shippingOnQuote && !delivery.quoted,
  });
  const stage = stageWords(delivery);
  const where = delivery.country ? `${delivery.country} (outside Nepal)` : delivery.districtKey ? districtLabel(delivery.districtKey) : null;
  return (
    <div className="mx-auto max-w-2xl space-y-6" data-testid="delivery-plan">
      <section className="rounded-xl border border-border bg-card p-5 shadow-sm">
        <p className="text-sm text-muted-foreground">
          Order <span className="font-mono text-foreground">{delivery.orderNumber}</span>
        </p>
        <p className="mt-2 flex items-center gap-2 text-lg font-semibold" data-testid="delivery-stage">
          {stage.icon}
          {stage.text}
        </p>
        {delivery.trackingUrl && delivery.fulfilmentStatus === "shipped" && (
          <a href={delivery.trackingUrl} target="_blank" rel="noopener noreferrer" className="mt-1 inline-block font-medium underline underline-offset-4">
            Track the parcel{delivery.trackingNumber ? ` (${delivery.trackingNumber})` : ""}
          </a>
        )}
        <h2 className="mt-5 font-semibold">{words.heading}</h2>
        <p className="mt-1 text-muted-foreground" data-testid="delivery-plan-words">
          {words.detail}
        </p>
        {where && (
          <p className="mt-3 text-sm text-muted-foreground">
            Delivery to {where}
            {delivery.zoneName ? ` · ${delivery.zoneName}` : ""}
            {delivery.promise ? ` · ${delivery.promise}` : ""}
          </p>
        )}
      </section>
      {lines}
    </div>
  );
}
