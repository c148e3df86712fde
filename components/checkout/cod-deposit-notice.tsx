/**
 * Above the payment step of a pay-on-delivery order whose deposit is due: what is paid now (the
 * deposit, online or by QR below), what in cash and when, and that the confirming call follows
 * the deposit. Words from the page's catalogue (messages/*.json, codPlan).
 */
import { Banknote } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { BuyerDeliveryView } from "@/lib/data/delivery";
import { formatPrice, type Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";

export async function CodDepositNotice({ delivery, digits, locale }: { delivery: BuyerDeliveryView; digits: Digits; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "codPlan" });
  const price = (paisa: number) => formatPrice(paisa, locale, { digits });
  const values = {
    deposit: price(delivery.codDepositPaisa),
    cash: price(Math.max(0, delivery.totalPaisa - delivery.codDepositPaisa)),
    phone: delivery.phone || "—",
  };
  return (
    <section className="mb-6 max-w-3xl rounded-xl border border-border bg-card p-5 shadow-sm" data-testid="cod-deposit-notice" aria-labelledby="cod-deposit-heading">
      <h2 id="cod-deposit-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Banknote aria-hidden="true" className="size-5" />
        {t("headingDeposit")}
      </h2>
      <p className="mt-1 text-muted-foreground" data-testid="cod-deposit-words">
        {t("depositDue", values)}
      </p>
    </section>
  );
}
