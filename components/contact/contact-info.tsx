import { useTranslations } from "next-intl";
import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { viberHref, whatsappHref } from "@/lib/domain/messaging-links";
import type { SiteSettings } from "@/lib/data/settings";

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The contact information cards: email, phone, studio address and reply time. */
export function ContactInfo({ settings }: { settings: Pick<SiteSettings, "contactEmail" | "contactPhone" | "contactAddress" | "whatsappNumber" | "viberNumber"> }) {
  const t = useTranslations("contact");
  const cards = [
    settings.contactEmail && {
      icon: Mail,
      title: t("email"),
      body: (
        <a href={`mailto:${settings.contactEmail}`} className="break-all underline-offset-4 hover:underline">
          {settings.contactEmail}
        </a>
      ),
    },
    settings.contactPhone && {
      icon: Phone,
      title: t("phone"),
      body: (
        <a href={telHref(settings.contactPhone)} className="underline-offset-4 hover:underline" data-testid="contact-phone">
          {settings.contactPhone}
        </a>
      ),
    },
    whatsappHref(settings.whatsappNumber) && {
      icon: MessageCircle,
      title: "WhatsApp",
      body: (
        <a href={whatsappHref(settings.whatsappNumber)!} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:underline" data-testid="contact-whatsapp">
          {settings.whatsappNumber}
        </a>
      ),
    },
    viberHref(settings.viberNumber) && {
      icon: MessageCircle,
      title: "Viber",
      body: (
        <a href={viberHref(settings.viberNumber)!} className="underline-offset-4 hover:underline">
          {settings.viberNumber}
        </a>
      ),
    },
    settings.contactAddress && { icon: MapPin, title: t("studio"), body: <span>{settings.contactAddress}</span> },
    { icon: Clock, title: t("replyTime"), body: <span>{t("within24")}</span> },
  ].filter((card): card is { icon: typeof Mail; title: string; body: React.ReactElement } => Boolean(card));

  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1" aria-label={t("information")}>
      {cards.map(({ icon: Icon, title, body }) => (
        <li key={title} className="flex items-start gap-4 rounded-xl border border-border bg-card p-5">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-accent">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 className="text-sm font-semibold">{title}</h3>
            <div className="mt-1 text-sm text-muted-foreground">{body}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
