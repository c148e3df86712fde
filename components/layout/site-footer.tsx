import type { ReactElement } from "react";
import type { SiteSettings } from "@/lib/domain/site-defaults";
import type { Locale } from "@/lib/i18n/locales";
import { FooterView, type FooterSettings } from "./footer-view";

/** Only web and mail links: settings are admin input, but a javascript: URL must never become a link. */
function isSafeUrl(url: string): boolean {
  try {
    return ["http:", "https:", "mailto:"].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * The site footer, drawn on the server from the few settings it shows (never the whole settings
 * row, which also holds payment details and flags).
 */
export function SiteFooter({ settings, locale }: { settings: Pick<SiteSettings, keyof FooterSettings>; locale: Locale }) {
  const shown = footerSettings(settings);
  let drawn = drawnFor.get(shown);
  if (!drawn) {
    drawn = new Map();
    drawnFor.set(shown, drawn);
  }
  let footer = drawn.get(locale);
  if (!footer) {
    footer = FooterView({ settings: shown, locale });
    drawn.set(locale, footer);
  }
  return footer;
}

/*
 * One footer per settings object and language (the settings are read once per request): the page's footer and
 * the not-found page Next sends along with it are the same element, and the React payload carries
 * it once (React writes an object it has already sent as a reference).
 */
const shownFor = new WeakMap<object, FooterSettings>();
const drawnFor = new WeakMap<FooterSettings, Map<string, ReactElement>>();

function footerSettings(settings: Pick<SiteSettings, keyof FooterSettings>): FooterSettings {
  const known = shownFor.get(settings);
  if (known) return known;
  const shown: FooterSettings = {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone,
    contactAddress: settings.contactAddress,
    whatsappNumber: settings.whatsappNumber ?? "",
    viberNumber: settings.viberNumber ?? "",
    socialLinks: settings.socialLinks.filter((link) => link.url && isSafeUrl(link.url)).map((link) => ({ platform: link.platform, url: link.url })),
  };
  shownFor.set(settings, shown);
  return shown;
}
