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
  const shown: FooterSettings = {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone,
    contactAddress: settings.contactAddress,
    socialLinks: settings.socialLinks.filter((link) => link.url && isSafeUrl(link.url)).map((link) => ({ platform: link.platform, url: link.url })),
  };
  return <FooterView settings={shown} />;
}
