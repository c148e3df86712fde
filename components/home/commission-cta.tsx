"use client";

import { LocaleLink as Link } from "@/components/ui/locale-link";
import type { HomeStrings } from "@/lib/i18n/ui-strings";
import { PathIcon } from "@/components/ui/stroke-icon";
import { BRUSH_ICON } from "@/components/ui/page-icons";
import { buttonClasses } from "@/components/ui/button";

/** 'Request Custom Commission': the invitation to order a piece made to measure (drawn in the browser: it needs only its link). */
export function CommissionCta({ href, strings }: { href: string; strings: Pick<HomeStrings, "ctaTitle" | "ctaText" | "ctaButton"> }) {
  return (
    <section aria-labelledby="commission-cta" className="my-16 rounded-2xl bg-primary px-6 py-12 text-primary-foreground sm:px-12 sm:py-16">
      <h2 id="commission-cta" className="max-w-2xl text-2xl font-semibold sm:text-3xl">
        {strings.ctaTitle}
      </h2>
      <p className="mt-3 max-w-2xl text-primary-foreground/80">
        {strings.ctaText}
      </p>
      <Link href={href} className={buttonClasses({ variant: "accent", size: "lg", className: "mt-8" })}>
        <PathIcon paths={BRUSH_ICON} />
        {strings.ctaButton}
      </Link>
    </section>
  );
}
