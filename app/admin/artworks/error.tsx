"use client";

import { SectionError } from "@/components/admin/form/section-error";
import { ARTWORK_MESSAGES } from "@/lib/domain/admin/artwork-form";

export default function Error({ reset }: { error: Error; reset: () => void }) {
  return <SectionError title={ARTWORK_MESSAGES.loadFailedTitle} message={ARTWORK_MESSAGES.loadFailed} reset={reset} />;
}
