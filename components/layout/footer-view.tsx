import Link from "next/link";
import { frameWords } from "@/lib/i18n/frame-words";
import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { viberHref, whatsappHref } from "@/lib/domain/messaging-links";
import { addressIn } from "@/lib/http/locale-path";
import type { Locale } from "@/lib/i18n/locales";
import { AdminSignIn } from "@/components/auth/admin-sign-in";
import { Container } from "@/components/ui/container";
import type { SocialLink } from "@/lib/domain/site-defaults";
import { FooterListSignUp } from "@/components/mailing-list/footer-list-sign-up";
import { FooterTrackOrder } from "./footer-track-order";
import { NAV_LINKS } from "./nav-links";
import { SocialIcon, platformLabel } from "./social-icon";

/** What the footer shows of the site settings (social links already checked, see SiteFooter). */
export interface FooterSettings {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  whatsappNumber: string;
  viberNumber: string;
  socialLinks: SocialLink[];
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

const headingClass = "footer-heading";
const linkClass = "footer-link";

/**
 * The footer's markup, rendered on the server: links, contact details and social links are plain
 * HTML and need no JavaScript. Only 'Track your order' (which differs on /contact) and the 'Admin'
 * link are client islands. Drawn on the server in the page's language (its words from the
 * catalogue, its links with that language's prefix).
 */
export function FooterView({ settings, locale }: { settings: FooterSettings; locale: Locale }) {
  const year = new Date().getFullYear();
  const socialLinks = settings.socialLinks;
  const { footer: t, nav } = frameWords(locale);

  return (
    <footer className="mt-auto border-t border-border bg-muted/40">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2 lg:col-span-1">
          <Link href={addressIn("/", locale)} className="rounded-sm text-lg font-semibold tracking-tight text-foreground">
            {settings.siteName}
          </Link>
          {settings.siteDescription && <p className="mt-3 max-w-xs text-sm leading-relaxed text-muted-foreground">{settings.siteDescription}</p>}
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {t("quickLinks")}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={addressIn(link.href, locale)} className={linkClass}>
                  {nav(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link href={addressIn("/cart", locale)} className={linkClass}>
                {nav("cart")}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 id="footer-social" className={headingClass}>
            {t("follow")}
          </h2>
          {socialLinks.length > 0 ? (
            <ul aria-labelledby="footer-social" className="mt-4 space-y-2.5">
              {socialLinks.map((link) => (
                <li key={`${link.platform}-${link.url}`}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className={`${linkClass} inline-flex items-center gap-2`}>
                    <SocialIcon platform={link.platform} className="size-4" />
                    {platformLabel(link.platform)}
                    <span className="sr-only"> {t("opensInNewTab")}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-muted-foreground">{t("socialSoon")}</p>
          )}
        </div>

        <div>
          <h2 className={headingClass}>{t("contact")}</h2>
          <address className="mt-4 space-y-2.5 not-italic">
            {settings.contactEmail && (
              <p>
                <a href={`mailto:${settings.contactEmail}`} className={`${linkClass} inline-flex items-center gap-2 break-all`}>
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {settings.contactEmail}
                </a>
              </p>
            )}
            {settings.contactPhone && (
              <p>
                <a href={telHref(settings.contactPhone)} className={`${linkClass} inline-flex items-center gap-2`}>
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {settings.contactPhone}
                </a>
              </p>
            )}
            {whatsappHref(settings.whatsappNumber) && (
              <p>
                <a href={whatsappHref(settings.whatsappNumber)!} target="_blank" rel="noopener noreferrer" className={`${linkClass} inline-flex items-center gap-2`}>
                  <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
                  WhatsApp {settings.whatsappNumber}
                </a>
              </p>
            )}
            {viberHref(settings.viberNumber) && (
              <p>
                <a href={viberHref(settings.viberNumber)!} className={`${linkClass} inline-flex items-center gap-2`}>
                  <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
                  Viber {settings.viberNumber}
                </a>
              </p>
            )}
            {settings.contactAddress && (
              <p className="flex items-start gap-2 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{settings.contactAddress}</span>
              </p>
            )}
          </address>
        </div>
      </Container>

      <div className="border-t border-border">
        <Container className="grid gap-10 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section aria-labelledby="footer-track-order" className="max-w-3xl">
            <h2 id="footer-track-order" className={headingClass}>
              {t("trackOrder")}
            </h2>
            <FooterTrackOrder locale={locale} />
          </section>
          <FooterListSignUp headingClass={headingClass} locale={locale} />
        </Container>
      </div>

      <div className="border-t border-border">
        <Container className="flex flex-col gap-2 py-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p data-testid="copyright">
            {t("copyright", { year, siteName: settings.siteName })}
          </p>
          <p className="flex items-center gap-4">
            <span>{t("prices")}</span>
            <AdminSignIn />
          </p>
        </Container>
      </div>
    </footer>
  );
}
