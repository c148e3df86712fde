"use client";

import { loadOnUse } from "@/components/ui/load-on-use";

/*
 * Forms drawn by the server on pages that are mostly for looking (the footer of every public page,
 * a gallery category's and a sold work's alert box); their code (the form, its fields, icons and
 * answers) is fetched when a visitor first reaches for one (components/ui/load-on-use.tsx).
 */

/** 'Track your order' (components/order/track-order-form.tsx). */
export const TrackOrderFormOnUse = loadOnUse(() => import("@/components/order/track-order-form").then((module) => module.TrackOrderForm));

/** A list or alert sign-up (components/mailing-list/list-sign-up-form.tsx). */
export const ListSignUpFormOnUse = loadOnUse(() => import("@/components/mailing-list/list-sign-up-form").then((module) => module.ListSignUpForm));
