"use client";

import { usePathname } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { TrackOrderForm } from "@/components/order/track-order-form";

/**
 * The footer's 'Track your order' body: the form, or on /contact (whose page has the form itself)
 * a link to that form. A client island because the footer is drawn once for every page.
 */
export function FooterTrackOrder() {
  const t = useTranslations("footer");
  if (usePathname() === "/contact") {
    return (
      <p className="mt-2 text-sm text-muted-foreground">
        <a href="#track-order" className="footer-link">
          {t("trackOrderOnContactLink")}
        </a>{" "}
        {t("trackOrderOnContactRest")}
      </p>
    );
  }
  return (
    <>
      <p className="mt-2 mb-4 text-sm text-muted-foreground">{t("trackOrderIntro")}</p>
      <TrackOrderForm compact />
    </>
  );
}
