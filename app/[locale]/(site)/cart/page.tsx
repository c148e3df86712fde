import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { CartPageView } from "@/components/cart/cart-page-view";
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
  setRequestLocale((await params).locale);
  const [t, messages] = await Promise.all([getTranslations("cart"), getMessages()]);
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="mb-8 text-3xl font-semibold sm:text-4xl">{t("title")}</h1>
      {/* The cart's view still reads its words with next-intl's hooks: only its own messages travel. */}
      <NextIntlClientProvider messages={{ cart: messages.cart }}>
        <CartPageView />
      </NextIntlClientProvider>
    </Container>
  );
}
