import type { Metadata } from "next";
import { PaymentMethodsSettings } from "@/components/admin/settings/payment-methods-settings";
import { SettingsForm } from "@/components/admin/settings/settings-form";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { OnlinePaymentSettings } from "@/components/admin/settings/online-payment-settings";
import { getOnlinePaymentSettings, getPaymentMethodsForm, getSettingsForm } from "@/lib/data/admin/settings";
import { PriceListSettings } from "@/components/admin/settings/price-list-settings";
import { getPriceListForm } from "@/lib/data/admin/price-lists";
import { CertificateSettings } from "@/components/certificates/certificate-settings";
import { readCertificateSettings } from "@/lib/certificates/settings";
import { DeliverySettings } from "@/components/admin/settings/delivery-settings";
import { getDeliveryForm } from "@/lib/data/admin/delivery";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminSettingsPage() {
  await requireAdminPage("settings");
  const [values, methods, online, prices, delivery] = await Promise.all([
    getSettingsForm(),
    getPaymentMethodsForm(),
    getOnlinePaymentSettings(),
    getPriceListForm(),
    getDeliveryForm(),
  ]);
  return (
    <div className="max-w-3xl space-y-6">
      <SettingsForm values={values} />
      <PriceListSettings values={prices} />
      <DeliverySettings values={delivery} />
      <PaymentMethodsSettings methods={methods} />
      <OnlinePaymentSettings settings={online} />
      <CertificateSettings values={await readCertificateSettings()} />
    </div>
  );
}
