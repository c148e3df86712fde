"use client";

import type { ReactNode } from "react";
import { usePathname } from "next/navigation";
import { internalEnglishPath, splitLocale } from "@/lib/http/locale-path";

/**
 * Shows `contact` on the contact page (in either language) and `elsewhere` on every other page.
 * A client island because the footer is drawn once for every page.
 */
export function OnContactPage({ contact, elsewhere }: { contact: ReactNode; elsewhere: ReactNode }) {
  const pathname = usePathname();
  const path = internalEnglishPath(pathname) ?? splitLocale(pathname).path;
  return path === "/contact" ? contact : elsewhere;
}
