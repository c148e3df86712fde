"use client";

import type { ComponentProps } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { addressIn, pageOf } from "@/lib/http/locale-path";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The page a client component is drawn on: its language and its address in English form
 * ("/ne/gallery" → ne, "/gallery"). Read from the path, so the server and the browser agree.
 */
export function usePage(): { locale: Locale; path: string } {
  return pageOf(usePathname() ?? "/");
}

/** The language of the page a client component is drawn on. */
export function usePageLocale(): Locale {
  return usePage().locale;
}

/**
 * A link to a public page written in its English form (`href="/gallery"`), in the language of the
 * page it is on ("/ne/gallery" on Nepali pages): next/link with the address of lib/http/locale-path.
 */
export function LocaleLink({ href, ...props }: Omit<ComponentProps<typeof Link>, "href"> & { href: string }) {
  const locale = usePageLocale();
  return <Link href={addressIn(href, locale)} {...props} />;
}
