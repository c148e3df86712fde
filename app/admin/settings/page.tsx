import type { Metadata } from "next";
import { PaymentMethodsSettings } from "@/components/admin/settings/payment-methods-settings";
import { SettingsForm } from "@/components/admin/settings/settings-form";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { OnlinePaymentSettings } from "@/components/admin/settings/online-payment-settings";
import { getOnlinePaymentSettings, getPaymentMethodsForm, getSettingsForm } from "@/lib/data/admin/settings";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminSettingsPage() {
  await requireAdminPage();
  const [values, methods, online] = await Promise.all([getSettingsForm(), getPaymentMethodsForm(), getOnlinePaymentSettings()]);
  return (
    <div className="max-w-3xl space-y-6">
      <SettingsForm values={values} />
      <PaymentMethodsSettings methods={methods} />
      <OnlinePaymentSettings settings={online} />
    </div>
  );
}
