import { useTranslations } from "next-intl";
import { LocaleLink as Link } from "@/components/ui/locale-link";
import { Brush, CalendarDays, Images, Mail } from "lucide-react";
import { SocialIcon, platformLabel } from "@/components/layout/social-icon";
import type { SocialLink } from "@/lib/domain/site-defaults";

/** Only web links: settings are admin input, and a javascript: URL must never become a link. */
function isWebUrl(url: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** The artist's social profiles. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const safe = links.filter((link) => link.url && isWebUrl(link.url));
  const t = useTranslations("contact");
  if (safe.length === 0) return null;
  return (
    <section aria-labelledby="contact-social" className="rounded-xl border border-border bg-card p-5">
      <h2 id="contact-social" className="text-sm font-semibold">
        {t("followMyWork")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {safe.map((link) => (
          <li key={`${link.platform}-${link.url}`}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 items-center gap-2 rounded-md border border-border px-3 text-sm hover:bg-muted"
            >
              <SocialIcon platform={link.platform} className="size-4" />
              {platformLabel(link.platform)}
              <span className="sr-only"> {t("opensInNewTab")}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Shortcuts to what visitors usually come for. */
export function QuickActions({ commissionHref, contactEmail }: { commissionHref: string; contactEmail: string }) {
  const t = useTranslations("contact");
  const actions = [
    { href: "/gallery", label: t("browseGallery"), icon: Images },
    { href: commissionHref, label: t("commissionPortrait"), icon: Brush },
    { href: "/services?tab=workshops", label: t("bookWorkshop"), icon: CalendarDays },
  ];
  return (
    <section aria-labelledby="contact-quick-actions" className="rounded-xl border border-border bg-card p-5">
      <h2 id="contact-quick-actions" className="text-sm font-semibold">
        {t("quickActions")}
      </h2>
      <ul className="mt-3 grid gap-2">
        {actions.map(({ href, label, icon: Icon }) => (
          <li key={label}>
            <Link href={href} className="flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-muted">
              <Icon aria-hidden="true" className="size-4 text-accent" />
              {label}
            </Link>
          </li>
        ))}
        {contactEmail && (
          <li>
            <a href={`mailto:${contactEmail}`} className="flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-muted">
              <Mail aria-hidden="true" className="size-4 text-accent" />
              {t("emailDirectly")}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
