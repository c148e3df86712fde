import { LocaleLink as Link } from "@/components/ui/locale-link";
import type { ServiceActionStrings } from "@/lib/i18n/ui-strings";
import { PathIcon } from "@/components/ui/stroke-icon";
import { CALENDAR_DAYS_ICON, INFO_ICON, MESSAGE_CIRCLE_ICON } from "@/components/ui/page-icons";
import { buttonClasses, type ButtonSize } from "@/components/ui/button";
import type { PublicService } from "@/lib/data/services";
import { CommissionButton, inquiryDialogId, serviceDialogId } from "./commission-button";
import { prefetchServiceDetails } from "./service-details-content";
import { prefetchInquiryForm } from "./lazy-inquiry-form";
import { DialogLink } from "./service-dialog";
import { serviceHref } from "./service-href";

export { serviceHref };

/** The primary action of a workshop or a consultation: keys of services.primary in messages/ (and of ServiceActionStrings). */
export const PRIMARY_ACTION_LABELS = {
  workshop: "bookWorkshop",
  consultation: "scheduleConsultation",
} as const;

/** The service's primary action: commission 'Add to Cart'; 'Book Workshop'; 'Schedule Consultation'. */
/** What the actions need of a service (cards hand over no more than this). */
export type ServiceActionData = Pick<PublicService, "slug" | "title" | "category">;

export function PrimaryServiceAction({ service, strings, size = "md", className }: { service: ServiceActionData; strings: ServiceActionStrings; size?: ButtonSize; className?: string }) {
  if (service.category === "commission") {
    return <CommissionButton slug={service.slug} title={service.title} label={strings.addToCart} dialog={strings.commissionDialog} href={serviceHref(service.slug)} size={size} className={className} />;
  }
  if (service.category === "workshop" || service.category === "consultation") {
    const icon = service.category === "workshop" ? CALENDAR_DAYS_ICON : MESSAGE_CIRCLE_ICON;
    return (
      <DialogLink
        href={serviceHref(service.slug, { inquiry: true })}
        dialogId={inquiryDialogId(service.slug)}
        onIntent={prefetchInquiryForm}
        className={buttonClasses({ variant: "primary", size, className })}
      >
        <PathIcon paths={icon} />
        {strings[PRIMARY_ACTION_LABELS[service.category]]}
      </DialogLink>
    );
  }
  return (
    <Link href="/contact#form" className={buttonClasses({ variant: "primary", size, className })}>
      <PathIcon paths={MESSAGE_CIRCLE_ICON} />
      {strings.askAboutThis}
    </Link>
  );
}

/** 'View Details': opens the service's details dialog. */
export function ViewDetailsLink({ service, label, size = "md", className }: { service: Pick<PublicService, "slug" | "title">; label: string; size?: ButtonSize; className?: string }) {
  return (
    <DialogLink
      href={serviceHref(service.slug)}
      dialogId={serviceDialogId(service.slug)}
      srSuffix={`(${service.title})`}
      onIntent={() => prefetchServiceDetails(service.slug)}
      className={buttonClasses({ variant: "outline", size, className })}
    >
      <PathIcon paths={INFO_ICON} />
      {label}
    </DialogLink>
  );
}
