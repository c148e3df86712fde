"use client";

import { SectionError } from "@/components/admin/form/section-error";
import { SERVICE_MESSAGES } from "@/lib/domain/admin/service-form";

export default function Error({ reset }: { error: Error; reset: () => void }) {
  return <SectionError title={SERVICE_MESSAGES.loadFailedTitle} message={SERVICE_MESSAGES.loadFailed} reset={reset} />;
}
