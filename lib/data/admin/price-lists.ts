import "server-only";
/** Back-office read of Settings -> Prices, and of the print sizes the artwork dialog offers. */
import { requireAdmin } from "@/lib/auth/require-admin";
import { loadPriceLists } from "@/lib/data/price-lists";
import { priceListFormText, type PriceListFormText } from "@/lib/domain/admin/price-list-form";
import { printSizeLabel } from "@/lib/domain/price-lists";

export async function getPriceListForm(): Promise<PriceListFormText> {
  await requireAdmin("settings");
  return priceListFormText(await loadPriceLists());
}

/** Every print size of the list (switched-off ones flagged), for the artwork dialog's choices. */
export async function getPrintSizeChoices(): Promise<{ key: string; label: string; enabled: boolean }[]> {
  await requireAdmin("catalogue");
  const lists = await loadPriceLists();
  return lists.sizes.map((s) => ({ key: s.key, label: printSizeLabel(s), enabled: s.enabled }));
}
