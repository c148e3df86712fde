"use server";
/** Payment-method actions of the settings page; each checks the administrator first. */
import { refuseUnlessAdmin } from "@/lib/content/admin-guard";
import { removePaymentMethod, savePaymentMethod } from "@/lib/content/payment-methods";
import { saveOnlinePaymentSettings } from "@/lib/content/online-payments";

export async function savePaymentMethodAction(form: FormData) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  if (!(form instanceof FormData)) return { ok: false as const, message: "Could not save the payment method" };
  return savePaymentMethod(form);
}

export async function removePaymentMethodAction(kind: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return removePaymentMethod(kind);
}

/** Online payment (eSewa / Khalti) on or off at checkout. */
export async function saveOnlinePaymentSettingsAction(input: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  return saveOnlinePaymentSettings(input);
}
