"use client";

import { lazy, type ComponentProps } from "react";
import type { InquiryForm } from "./inquiry-form";

// The form is drawn only inside its open dialog: its code is fetched when the dialog first opens
// (or a pointer nears its link).
const LoadedInquiryForm = lazy(() => import("./inquiry-form").then((module) => ({ default: module.InquiryForm })));

/** Starts fetching the form's code (a pointer nears a link that opens an inquiry dialog). */
export function prefetchInquiryForm(): void {
  void import("./inquiry-form");
}

/** The workshop booking / consultation request form (components/services/inquiry-form.tsx), fetched on first use. */
export function LazyInquiryForm(props: ComponentProps<typeof InquiryForm>) {
  // No Suspense boundary of its own: the server waits for the form, so the HTML holds it (a boundary
  // would stream it behind a script, hidden from visitors without JavaScript); in the browser the
  // service dialog's boundary waits for it when the dialog first opens.
  return <LoadedInquiryForm {...props} />;
}
