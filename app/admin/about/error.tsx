"use client";

import { SectionError } from "@/components/admin/form/section-error";
import { ABOUT_MESSAGES } from "@/lib/domain/admin/about-form";

export default function Error({ reset }: { error: Error; reset: () => void }) {
  return <SectionError title="Load Failed" message={ABOUT_MESSAGES.fetchFailed} reset={reset} />;
}
