/**
 * The checkout's words for paying on delivery, with the deposit the order's item types ask
 * first (Settings → Delivery): the same rules the server applies when it places the order
 * (lib/domain/cod-deposit.ts over the lines priced in the zone).
 */
import type { CartItem } from "@/lib/domain/cart";
import { cartLineForPricing, lineTotals } from "@/lib/domain/pricing";
import { priceDelivery, type DeliveryChoice } from "@/lib/domain/delivery-zones";
import { codDepositOf, type CodDeposits } from "@/lib/domain/cod-deposit";
import type { PaymentPlanWords } from "@/lib/domain/cash-on-delivery";
import { cartDeliveryLines } from "./district-delivery";
import { checkoutPlanWords, type PlanTemplates } from "./checkout-words";

/** The deposit a pay-on-delivery order of these items would ask in this zone, in paisa (0: none). */
export function cartCodDeposit(items: readonly CartItem[], choice: DeliveryChoice | null, deposits: CodDeposits | undefined): number {
  if (!choice || !deposits) return 0;
  const lines = cartDeliveryLines(items);
  const shipping = priceDelivery(lines, choice).lineShippingPaisa;
  const priced = items.map((item, index) => {
    const totals = lineTotals(cartLineForPricing(item));
    return { itemType: lines[index].itemType, totalPaisa: totals.subtotalPaisa + shipping[index] + totals.taxPaisa };
  });
  return Number(codDepositOf(priced, deposits));
}

/**
 * "Pay NPR X in cash when the parcel arrives…", or with a deposit: what now, how, and the rest in
 * cash; in the page's words (`plan`), amounts formatted by `money`.
 */
export function codPlanWords(
  input: { totalPaisa: number; depositPaisa: number; phone: string },
  plan: PlanTemplates,
  money: (paisa: number) => string,
): PaymentPlanWords {
  const phone = input.phone.trim() || null;
  const deposit =
    input.depositPaisa > 0 ? { depositText: money(input.depositPaisa), cashText: money(Math.max(0, input.totalPaisa - input.depositPaisa)) } : null;
  return checkoutPlanWords(plan, { method: "cod", totalText: money(input.totalPaisa), phone, deposit });
}
