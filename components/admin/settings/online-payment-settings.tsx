"use client";
/**
 * Settings -> Payment -> Online payment: eSewa and Khalti at checkout. A provider is offered
 * only when it is switched on here AND its environment variables are set on the server (the
 * merchant secrets are never entered, stored or shown in the back office).
 */
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { toastResult } from "@/components/admin/form/result-toast";
import { saveOnlinePaymentSettingsAction } from "@/lib/actions/admin/settings-payment";
import type { OnlinePaymentSettingsView } from "@/lib/domain/online-providers";

const PROVIDERS = [
  { key: "esewa", label: "eSewa (ePay v2)", variables: "ESEWA_PRODUCT_CODE, ESEWA_SECRET_KEY, ESEWA_FORM_URL, ESEWA_STATUS_URL" },
  { key: "khalti", label: "Khalti (KPG-2)", variables: "KHALTI_SECRET_KEY, KHALTI_BASE_URL" },
] as const;

export function OnlinePaymentSettings({ settings }: { settings: OnlinePaymentSettingsView }) {
  const router = useRouter();
  const [values, setValues] = useState({ esewa: settings.esewa.enabled, khalti: settings.khalti.enabled });
  const [pending, start] = useTransition();

  function save() {
    start(async () => {
      const result = await saveOnlinePaymentSettingsAction(values);
      if (toastResult(result)) router.refresh();
    });
  }

  return (
    <section aria-labelledby="online-payment-heading" className="rounded-md border border-border p-4" data-testid="online-payment-settings">
      <h3 id="online-payment-heading" className="font-semibold">
        Online payment
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Buyers pay in the wallet and the order is marked paid as soon as the wallet confirms it to the server. The merchant keys are set in the
        server&apos;s environment, never here.
      </p>
      <ul className="mt-3 space-y-3">
        {PROVIDERS.map((provider) => {
          const configured = settings[provider.key].configured;
          return (
            <li key={provider.key}>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={values[provider.key]}
                  onChange={(event) => setValues((v) => ({ ...v, [provider.key]: event.target.checked }))}
                  data-testid={`online-${provider.key}-enabled`}
                />
                <span>
                  <span className="font-medium">Offer {provider.label} at checkout</span>
                  <span className="block text-xs text-muted-foreground">
                    {configured ? "Configured on the server." : `Not configured: set ${provider.variables} on the server to offer it.`}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <Button className="mt-4" onClick={save} disabled={pending} data-testid="online-payment-save">
        Save online payment
      </Button>
    </section>
  );
}
