import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CartPageView } from "@/components/cart/cart-page-view";
import { cartPageStrings } from "@/lib/i18n/cart-strings";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { Container } from "@/components/ui/container";
import { languageAlternates } from "../_lib/metadata";

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "meta" });
  return {
    title: t("cartTitle"),
    description: t("cartDescription"),
    alternates: languageAlternates("/cart", locale),
    robots: { index: false, follow: true },
  };
}

/**
 * /cart: the cart lives in the visitor's browser (its lines are checked against the database
 * when shown), so the page itself is the same for everyone and served from the full-route cache.
 */
export const revalidate = 60; // PUBLIC_REVALIDATE_SECONDS (lib/data/public-cache.ts)

export default async function CartPage({ params }: { params: Params }) {
  const requested = (await params).locale;
  setRequestLocale(requested);
  const t = await getTranslations("cart");
  const strings = await cartPageStrings(isLocale(requested) ? requested : DEFAULT_LOCALE);
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="mb-8 text-3xl font-semibold sm:text-4xl">{t("title")}</h1>
      <CartPageView strings={strings} keptHere={t("keptHere")} />
    </Container>
  );
}
