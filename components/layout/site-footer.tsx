import type { SiteSettings } from "@/lib/domain/site-defaults";
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
 * The site footer. Only the fields it shows go to the browser (never the whole settings row,
 * which also holds payment details and flags).
 */
export function SiteFooter({ settings }: { settings: Pick<SiteSettings, keyof FooterSettings> }) {
  return <FooterView settings={footerSettings(settings)} />;
}

/*
 * One object per settings object (the settings are read once per request): the page's footer and
 * the not-found pages Next sends along with it share one, and the payload carries it once.
 */
const shownFor = new WeakMap<object, FooterSettings>();

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
