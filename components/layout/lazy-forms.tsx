"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { ListSignUpForm } from "@/components/mailing-list/list-sign-up-form";
import type { TrackOrderForm } from "@/components/order/track-order-form";

/*
 * Forms on pages that are mostly for looking (the footer of every public page, a gallery
 * category's and a sold work's alert box), fetched right after the page's own code instead of
 * with it: the server waits for them, so the HTML has them whole (and posts without JavaScript).
 * Not later, on first use: the Document's providers (cart, theme) take the browser's values right
 * after hydration, and React then draws a boundary still waiting for its code anew in the browser
 * instead of keeping its server HTML, so a form fetched on first use would be gone until then.
 */

const LoadedTrackOrderForm = lazy(() => import("@/components/order/track-order-form").then((module) => ({ default: module.TrackOrderForm })));
const LoadedListSignUpForm = lazy(() => import("@/components/mailing-list/list-sign-up-form").then((module) => ({ default: module.ListSignUpForm })));

/** 'Track your order' (components/order/track-order-form.tsx). */
export function LazyTrackOrderForm(props: ComponentProps<typeof TrackOrderForm>) {
  return (
    <Suspense fallback={null}>
      <LoadedTrackOrderForm {...props} />
    </Suspense>
  );
}

/** A list or alert sign-up (components/mailing-list/list-sign-up-form.tsx). */
export function LazyListSignUpForm(props: ComponentProps<typeof ListSignUpForm>) {
  return (
    <Suspense fallback={null}>
      <LoadedListSignUpForm {...props} />
    </Suspense>
  );
}
