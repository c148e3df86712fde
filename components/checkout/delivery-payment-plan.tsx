/**
 * The buyer's page of an order paid on delivery, or of one whose shipping waits on the shop's
 * quote: what will be paid, when and how (a deposit first, when one is asked, then cash at the
 * door), and where the order stands (the deposit, the phone call, the parcel with its courier's
 * tracking link, an expiry without the call in its own words). Shown instead of the payment
 * step; the pay-on-delivery words come from the page's catalogue (messages/*.json, codPlan).
 */
import type { ReactNode } from "react";
import { CheckCircle2, Phone, Truck } from "lucide-react";
import type { BuyerDeliveryView } from "@/lib/data/delivery";
import { paymentPlanWords } from "@/lib/domain/cash-on-delivery";
import { districtLabel } from "@/lib/domain/districts";
import { formatNpr } from "@/lib/money";
import { getTranslations } from "next-intl/server";
import { formatPrice, type Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { expiryKindOfReason } from "@/lib/domain/order-expiry";

type Translate = Awaited<ReturnType<typeof getTranslations<"codPlan">>>;

function stageWords(delivery: BuyerDeliveryView, t: Translate, price: (paisa: number) => string): { icon: ReactNode; text: string } {
  if (delivery.cancelled) {
    // Paid on delivery: expired without the call (or the deposit), or a refused parcel's deposit.
    const expired = delivery.cashOnDelivery ? expiryKindOfReason(delivery.cancelReason) : null;
    if (expired === "cod_unconfirmed") return { icon: null, text: t("expiredUnconfirmed") };
    if (expired === "cod_deposit") return { icon: null, text: t("expiredDeposit") };
    if (delivery.cashOnDelivery && delivery.returnedAt && delivery.codDepositPaisa > 0) {
      if (delivery.depositKeptPaisa > 0) return { icon: null, text: t("depositKept", { deposit: price(delivery.depositKeptPaisa) }) };
      if (delivery.keptPaisa === 0) return { icon: null, text: t("depositRefunded", { deposit: price(delivery.codDepositPaisa) }) };
    }
    return { icon: null, text: "This order is cancelled." };
  }
  if (delivery.fulfilmentStatus === "delivered" || delivery.fulfilmentStatus === "collected") {
    return { icon: <CheckCircle2 aria-hidden="true" className="size-5" />, text: "Delivered and paid. Thank you!" };
  }
  if (delivery.fulfilmentStatus === "shipped") {
    return { icon: <Truck aria-hidden="true" className="size-5" />, text: `On its way${delivery.courier ? ` with ${delivery.courier}` : ""}.` };
  }
  if (delivery.cashOnDelivery && delivery.confirmedAt) {
    return { icon: <CheckCircle2 aria-hidden="true" className="size-5" />, text: t("stageConfirmed") };
  }
  if (delivery.cashOnDelivery && depositPaid(delivery)) {
    return { icon: <Phone aria-hidden="true" className="size-5" />, text: t("stageDepositPaid") };
  }
  if (delivery.cashOnDelivery) return { icon: <Phone aria-hidden="true" className="size-5" />, text: t("stagePlaced") };
  return { icon: null, text: "Placed. We will email you the shipping price." };
}

function depositPaid(delivery: Pick<BuyerDeliveryView, "codDepositPaisa" | "keptPaisa">): boolean {
  return delivery.codDepositPaisa > 0 && delivery.keptPaisa >= delivery.codDepositPaisa;
}

/** What a pay-on-delivery order pays, when and how (with its deposit first, when one is asked), in the page's language. */
export function codPlanText(delivery: BuyerDeliveryView, t: Translate, price: (paisa: number) => string): { heading: string; detail: string } {
  const phone = delivery.phone || "—";
  if (delivery.codDepositPaisa > 0) {
    const values = { deposit: price(delivery.codDepositPaisa), cash: price(Math.max(0, delivery.totalPaisa - delivery.codDepositPaisa)), phone };
    const detail = !depositPaid(delivery) ? t("depositDue", values) : delivery.confirmedAt ? t("depositPaidConfirmed", values) : t("depositPaid", values);
    return { heading: t("headingDeposit"), detail };
  }
  return { heading: t("headingCod"), detail: t("cod", { total: price(delivery.totalPaisa), phone }) };
}

export async function DeliveryPaymentPlan({ delivery, lines, digits = "devanagari", locale }: { delivery: BuyerDeliveryView; lines: ReactNode; digits?: Digits; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "codPlan" });
  const price = (paisa: number) => formatPrice(paisa, locale, { digits });
  const words = delivery.cashOnDelivery
    ? codPlanText(delivery, t, price)
    : paymentPlanWords({ method: "prepaid", totalText: formatNpr(delivery.totalPaisa), onQuote: delivery.shippingOnQuote && !delivery.quoted });
  const stage = stageWords(delivery, t, price);
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
