/**
 * Icons of the payment step's ends only (components/checkout/payment-step-ends.tsx: an order
 * expired or closed, an online payment being confirmed), as path data for PathIcon: Lucide's
 * drawings (ISC). Apart from components/checkout/payment-icons.ts so they come with that module,
 * not with the step's first load.
 */

export const ROTATE_CCW_ICON = [
  "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8",
  "M3 3v5h5",
] as const;
export const TIMER_OFF_ICON = [
  "M10 2h4",
  "M4.6 11a8 8 0 0 0 1.7 8.7 8 8 0 0 0 8.7 1.7",
  "M7.4 7.4a8 8 0 0 1 10.3 1 8 8 0 0 1 .9 10.2",
  "m2 2 20 20",
  "M12 12v-2",
] as const;
