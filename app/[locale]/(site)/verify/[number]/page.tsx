import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { connection } from "next/server";
import { BadgeCheck, CircleX } from "lucide-react";
import { Container } from "@/components/ui/container";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { verifyCertificate } from "@/lib/certificates/verify";
import { VOID_REASONS } from "@/lib/domain/certificate";
import { formatOrderDate } from "@/lib/i18n/format";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { addressIn } from "@/lib/http/locale-path";
import { getSiteSettings } from "@/components/layout/site-settings";
import { numeralsOf } from "@/lib/data/public-settings";

type Params = Promise<{ locale: string; number: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : "en", namespace: "certificate" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/**
 * /verify/<number>: the public check of a certificate of authenticity (its QR code leads here):
 * the work, sold, and whether the certificate is valid or void. No buyer data unless the buyer
 * chose to have their name on it. Read per request (a certificate can be voided at any time), not
 * indexed.
 */
export default async function VerifyPage({ params }: { params: Params }) {
  await connection();
  const { locale: raw, number } = await params;
  const locale: Locale = isLocale(raw) ? raw : "en";
  setRequestLocale(locale);
  const t = await getTranslations("certificate");
  const digits = numeralsOf(await getSiteSettings(locale));
  const found = await verifyCertificate(decodeURIComponent(number).slice(0, 40));
  const day = (date: Date) => formatOrderDate(date, locale, { bs: true, digits });
  const why = (reason: string | null) => {
    if (reason === VOID_REASONS.returned) return t("voidReturned");
    if (reason === VOID_REASONS.paymentUndone) return t("voidPaymentUndone");
    if (reason?.startsWith(VOID_REASONS.reissued)) return t("voidReissued", { number: reason.slice(VOID_REASONS.reissued.length) });
    return t("voidOther");
  };
  return (
    <>
      <Container className="max-w-3xl py-10 sm:py-14">
        <p className="text-sm tracking-widest text-muted-foreground uppercase">{t("eyebrow")}</p>
        {!found ? (
          <>
            <h1 className="mt-2 font-display text-3xl">{t("notFound")}</h1>
            <p className="mt-3 text-muted-foreground">{t("notFoundHint", { example: "COA-2026-7K3M9QXD" })}</p>
          </>
        ) : (
          <>
            <h1 className="mt-2 font-display text-3xl break-words">{found.number}</h1>
            <div
              role="status"
              className={`mt-5 flex items-start gap-3 rounded-xl border p-4 ${
                found.valid
                  ? "border-success/50 bg-success/10 text-foreground [&_svg]:text-success"
                  : "border-destructive/50 bg-destructive/10 text-foreground [&_svg]:text-destructive"
              }`}
              data-testid="certificate-standing"
            >
              {found.valid ? <BadgeCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" /> : <CircleX aria-hidden="true" className="mt-0.5 size-6 shrink-0" />}
              <div>
                <p className="font-semibold">{found.valid ? t("valid") : t("void")}</p>
                <p className="text-sm">
                  {found.valid ? t("issuedBy", { date: day(found.issuedAt), artist: found.artistName }) : why(found.voidReason)}
                </p>
              </div>
            </div>
            <div className="mt-8 grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-start">
              {found.image ? (
                <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-muted">
                  <Image src={found.image} alt={found.title} fill sizes="(min-width: 640px) 24rem, 90vw" className="object-contain" />
                </div>
              ) : null}
              <div>
                <h2 className="font-display text-2xl">{found.title}</h2>
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  {found.valid ? (
                    <>
                      <dt className="text-muted-foreground">{t("status")}</dt>
                      <dd>{t("sold")}</dd>
                    </>
                  ) : null}
                  {found.medium ? (
                    <>
                      <dt className="text-muted-foreground">{t("medium")}</dt>
                      <dd>{found.medium}</dd>
                    </>
                  ) : null}
                  {found.dimensions ? (
                    <>
                      <dt className="text-muted-foreground">{t("dimensions")}</dt>
                      <dd>{found.dimensions}</dd>
                    </>
                  ) : null}
                  {found.year ? (
                    <>
                      <dt className="text-muted-foreground">{t("year")}</dt>
                      <dd>{found.year}</dd>
                    </>
                  ) : null}
                  <dt className="text-muted-foreground">{t("artist")}</dt>
                  <dd>{found.artistName}</dd>
                  {found.buyerName ? (
                    <>
                      <dt className="text-muted-foreground">{t("collector")}</dt>
                      <dd>{found.buyerName}</dd>
                    </>
                  ) : null}
                  <dt className="text-muted-foreground">{t("issued")}</dt>
                  <dd>{day(found.issuedAt)}</dd>
                </dl>
                {found.workHref ? (
                  <Link href={addressIn(found.workHref, locale)} className="mt-5 inline-block text-sm font-medium text-accent underline underline-offset-4">
                    {t("seeWork")}
                  </Link>
                ) : null}
              </div>
            </div>
          </>
        )}
      </Container>
    </>
  );
}
