/**
 * The commission on the buyer's order page: its stage, the deposit and balance, the cancellation
 * policy, the timeline (reference photos and the artist's updates), and the answer to a sketch.
 */
import Link from "next/link";
import type { CommissionView } from "@/lib/data/commissions";
import { formatPrice, type Digits } from "@/lib/i18n/numbers";
import type { Locale } from "@/lib/i18n/locales";
import { addressIn } from "@/lib/http/locale-path";
import { orderPageWords } from "@/lib/i18n/order-page-strings";
import en from "@/messages/en.json";
import { buttonClasses } from "@/components/ui/button";
import { CommissionTimeline } from "./commission-timeline";
import { CommissionResponse } from "./commission-response";

export function CommissionSection({
  commission,
  token,
  locale = "en",
  digits = "devanagari",
}: {
  commission: CommissionView;
  token: string;
  /** The page's language and digits (English by default). */
  locale?: Locale;
  digits?: Digits;
}) {
  const { t } = orderPageWords(locale);
  // The commission's labels as the rules write them (English), in the page's language.
  const label = (english: string) => {
    const key = Object.entries(en.orderPage.commissionLabels).find(([, text]) => text === english)?.[0];
    return key ? t(`commissionLabels.${key}` as never) : english;
  };
  const price = (paisa: number) => formatPrice(paisa, locale, { digits });
  return (
    <section className="mx-auto mt-8 max-w-2xl rounded-xl border border-border bg-card p-5 shadow-sm" data-testid="commission-section" aria-labelledby="commission-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="commission-heading" className="text-xl font-semibold">
          {t("commission.heading")}
        </h2>
        <p className="text-sm">
          <span className="rounded-full bg-accent/10 px-2.5 py-0.5 font-medium text-accent" data-testid="commission-stage">
            {label(commission.stageLabel)}
          </span>
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums">
        <dt className="text-muted-foreground">{t("commission.deposit")}</dt>
        <dd className="text-right">{price(commission.depositPaisa)}</dd>
        <dt className="text-muted-foreground">{t("commission.balanceDue")}</dt>
        <dd className="text-right">{price(commission.balancePaisa)}</dd>
        <dt className="text-muted-foreground">{t("commission.paidSoFar")}</dt>
        <dd className="text-right">{price(commission.paidPaisa)}</dd>
        {commission.moneyLabel && (
          <>
            <dt className="font-medium">{t("commission.payment")}</dt>
            <dd className="text-right font-medium" data-testid="commission-money">
              {label(commission.moneyLabel)}
            </dd>
          </>
        )}
      </dl>
      {commission.dueNowPaisa > 0 && commission.paidPaisa > 0 && !commission.cancelled && (
        <Link href={addressIn(`/checkout/pay/${token}`, locale)} className={`${buttonClasses({ variant: "primary", size: "sm" })} mt-3`} data-testid="pay-balance">
          {t("commission.payBalance", { amount: price(commission.dueNowPaisa) })}
        </Link>
      )}
      {commission.canRespond && (
        <CommissionResponse
          token={token}
          locale={locale}
          extraRound={commission.roundsUsed >= commission.includedRounds}
          strings={{
            question: t("commission.question"),
            approve: t("commission.approve"),
            askChanges: t("commission.askChanges"),
            whatChange: t("commission.whatChange"),
            extraRound: t("commission.extraRound"),
            send: t("commission.send"),
            back: t("commission.back"),
          }}
        />
      )}
      {commission.stage === "sketch" && commission.changesRequested && (
        <p className="mt-4 text-sm text-muted-foreground">{t("commission.changeWithArtist")}</p>
      )}
      <h3 className="mt-6 mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t("commission.timeline")}</h3>
      <CommissionTimeline
        entries={locale === "en" ? commission.timeline : commission.timeline.map((entry) => ({ ...entry, title: label(entry.title) }))}
        locale={locale}
        digits={digits}
        strings={{ nothingYet: t("commission.nothingYet"), opensPhoto: t("commission.opensPhoto") }}
      />
      <p className="mt-6 text-xs text-muted-foreground" data-testid="commission-policy">
        {t("commission.cancellation", { policy: commission.policy })}
      </p>
    </section>
  );
}
