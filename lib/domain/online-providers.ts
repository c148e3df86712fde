/**
 * The online payment providers and their names: shared by the server and the payment page's
 * browser code, so nothing here may import a Node module.
 */
export type OnlineProvider = "esewa" | "khalti";

export const PROVIDER_LABELS: Record<OnlineProvider, string> = { esewa: "eSewa", khalti: "Khalti" };
