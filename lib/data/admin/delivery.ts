import "server-only";
import { requireAdmin } from "@/lib/auth/require-admin";
import { loadDeliverySettings, loadZones } from "@/lib/data/delivery";
import { deliveryFormValues, type DeliveryFormValues } from "@/lib/domain/admin/delivery-form";

/** Settings -> Delivery's form: the zones in order and the delivery settings. */
export async function getDeliveryForm(): Promise<DeliveryFormValues> {
  await requireAdmin("settings");
  const [zones, settings] = await Promise.all([loadZones(), loadDeliverySettings()]);
  return deliveryFormValues(zones, settings);
}
