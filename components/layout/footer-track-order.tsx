"use client";

import { usePathname } from "next/navigation";
import { TrackOrderForm } from "@/components/order/track-order-form";

/**
 * The footer's 'Track your order' body: the form, or on /contact (whose page has the form itself)
 * a link to that form. A client island because the footer is drawn once for every page.
 */
export function FooterTrackOrder() {
  if (usePathname() === "/contact") {
    return (
      <p className="mt-2 text-sm text-muted-foreground">
        <a href="#track-order" className="footer-link">
          Enter your order number and email above
        </a>{" "}
        and we email you the link to your order.
      </p>
    );
  }
  return (
    <>
      <p className="mt-2 mb-4 text-sm text-muted-foreground">We email the link to your order to the address you ordered with.</p>
      <TrackOrderForm compact />
    </>
  );
}
