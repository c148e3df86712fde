import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageNotFound } from "@/components/layout/page-not-found";

type Params = Promise<{ locale: string }>;

export const revalidate = 60; // PUBLIC_REVALIDATE_SECONDS (lib/data/public-cache.ts)

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "notFound" });
  return { title: t("title"), robots: { index: false, follow: true } };
}

/**
 * The 404 of an unknown address under /ne (proxy.ts rewrites every such address here, so one
 * cached page answers them all): the not-found content in the Nepali frame, status 404.
 */
export default async function LocalizedNotFound({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PageNotFound />;
}
