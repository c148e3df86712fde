import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { Document } from "@/components/layout/document";
import { rootMetadata, rootViewport } from "@/components/layout/root-metadata";
import { DevanagariFace } from "@/lib/devanagari-face";
import { closeLabel } from "@/lib/i18n/ui-strings";
import { LOCALES, isLocale } from "@/lib/i18n/routing";

type Params = Promise<{ locale: string }>;

/**
 * Both languages are known at build time. (No `dynamicParams = false` here: the segments below
 * would inherit it, and their views and artworks are rendered on first visit. proxy.ts only ever
 * routes to /en and /ne, and the layout answers any other value with the 404.)
 */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  return rootMetadata(isLocale(locale) ? locale : "en");
}

export const viewport = rootViewport;

/**
 * The public site's document, in its language (<html lang>): English at today's addresses, Nepali
 * under /ne (lib/i18n/routing.ts). The Devanagari face is declared and preloaded on Nepali pages only.
 * The header and footer live in app/[locale]/(site)/layout.tsx.
 */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Params }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const close = await closeLabel(locale);
  return (
    <Document lang={locale} closeLabel={close}>
      {locale === "ne" && <DevanagariFace />}
      {children}
    </Document>
  );
}
