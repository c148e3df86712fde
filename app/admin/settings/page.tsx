import type { Metadata } from "next";
import { PaymentMethodsSettings } from "@/components/admin/settings/payment-methods-settings";
import { SettingsForm } from "@/components/admin/settings/settings-form";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { getPaymentMethodsForm, getSettingsForm } from "@/lib/data/admin/settings";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminSettingsPage() {
  await requireAdminPage();
  const [values, methods] = await Promise.all([getSettingsForm(), getPaymentMethodsForm()]);
  return (
    <div className="max-w-3xl space-y-6">
      <SettingsForm values={values} />
      <PaymentMethodsSettings methods={methods} />
    </div>
  );
}
