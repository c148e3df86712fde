"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { InquiryForm } from "./inquiry-form";

// The form is drawn only inside its open dialog: its code is fetched when the dialog first opens
// (or, for a dialog the address opens, with the page: the server waits for it, so the HTML holds
// the form for visitors without JavaScript).
const LoadedInquiryForm = lazy(() => import("./inquiry-form").then((module) => ({ default: module.InquiryForm })));

/** Starts fetching the form's code (a pointer nears a link that opens an inquiry dialog). */
export function prefetchInquiryForm(): void {
  void import("./inquiry-form");
}

/** The workshop booking / consultation request form (components/services/inquiry-form.tsx), fetched on first use. */
export function LazyInquiryForm(props: ComponentProps<typeof InquiryForm>) {
  return (
    <Suspense fallback={null}>
      <LoadedInquiryForm {...props} />
    </Suspense>
  );
}
