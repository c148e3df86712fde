/**
 * The online payment providers and their names: shared by the server and the payment page's
 * browser code, so nothing here may import a Node module.
 */
export type OnlineProvider = "esewa" | "khalti";

export const PROVIDER_LABELS: Record<OnlineProvider, string> = { esewa: "eSewa", khalti: "Khalti" };

/** Settings -> Payment -> Online payment: what the back office shows and says. */
export const ONLINE_PAYMENT_SETTINGS_MESSAGES = {
  saved: "Online payment settings saved",
  failed: "Could not save the online payment settings",
} as const;

export interface OnlinePaymentSettingsView {
  esewa: { enabled: boolean; configured: boolean };
  khalti: { enabled: boolean; configured: boolean };
}
