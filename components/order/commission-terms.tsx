/**
 * A commission's deposit, its balance with its due stage and the cancellation policy, shown on the
 * checkout's payment step before the buyer pays.
 */
import { formatPrice, type Digits } from "@/lib/i18n/numbers";
import type { Locale } from "@/lib/i18n/locales";
import { orderPageWords } from "@/lib/i18n/order-page-strings";

export function CommissionTerms({
  terms,
  amountNowPaisa,
  locale = "en",
  digits = "devanagari",
}: {
  terms: { depositPaisa: number; balancePaisa: number; policy: string };
  amountNowPaisa: number;
  /** The page's language and digits (English by default). */
  locale?: Locale;
  digits?: Digits;
}) {
  const { t } = orderPageWords(locale);
  const price = (paisa: number) => formatPrice(paisa, locale, { digits });
  const cancellation = t("commission.cancellation", { policy: terms.policy });
  if (terms.balancePaisa === 0) {
    return (
      <p className="mb-6 rounded-lg border border-border bg-muted p-4 text-sm" data-testid="commission-terms">
        {cancellation}
      </p>
    );
  }
  return (
    <div className="mb-6 rounded-lg border border-accent/40 bg-accent/5 p-4 text-sm" data-testid="commission-terms">
      <p className="font-semibold">{t("commission.termsHeading")}</p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 tabular-nums">
        <dt>{t("commission.depositNow")}</dt>
        <dd className="text-right font-semibold" data-testid="commission-deposit">
          {price(terms.depositPaisa)}
        </dd>
        <dt className="text-muted-foreground">{t("commission.balanceWhenReady")}</dt>
        <dd className="text-right text-muted-foreground" data-testid="commission-balance">
          {price(terms.balancePaisa)}
        </dd>
      </dl>
      {amountNowPaisa !== terms.depositPaisa && <p className="mt-2">{t("commission.toPayNow", { amount: price(amountNowPaisa) })}</p>}
      <p className="mt-2 text-muted-foreground">{cancellation}</p>
    </div>
  );
}
