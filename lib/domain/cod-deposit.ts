/**
 * A deposit before a pay-on-delivery order (pure rules, no I/O). For the item types the artist
 * chooses (Settings → Delivery), part of the order is paid first, online or by QR, on the order's
 * payment step; the shop calls to confirm only once it is paid, and the rest is cash on delivery.
 *
 *   per item type  a whole percent (1-100; 0 or absent: no deposit) of the lines of that type,
 *                  each line's total as charged (price, its shipping and tax). A percent, not a
 *                  fixed amount: one number fits an NPR 2,000 print and an NPR 80,000 original
 *                  alike, and it can never exceed the line it secures. The pay-on-delivery fee
 *                  is left out: it is paid with the cash.
 *   rounding       the order's deposit is the exact sum over its lines of total x percent / 100,
 *                  rounded UP to the whole rupee (100 paisa), and never more than those lines'
 *                  totals. Whole rupees because eSewa takes rupees and the cash part is counted
 *                  in rupees (no paisa change hands at the door): the cash part of an order
 *                  priced in whole rupees is whole rupees too. Up, not down: the difference
 *                  (under NPR 1) is the shop's, never a deposit of 0 for a small line.
 *                  Examples: 20 % of NPR 2,499.50 = NPR 499.90 → NPR 500 (50,000 paisa);
 *                  25 % of NPR 1,000 + 50 % of NPR 3 = NPR 251.50 → NPR 252.
 *   the ledger     the order keeps its deposit (order_deliveries.cod_deposit_paisa); what the
 *                  buyer is asked for now is derived by the ledger like a commission's deposit:
 *                  the cash part (total - deposit) is the balance held back (codHold), so
 *                  dueNow is the deposit until it is paid, then nothing; the cash collected on
 *                  delivery records what is still due.
 *   refused        when the parcel comes back, the artist keeps the deposit or refunds it; a
 *                  kept deposit is what the cancelled order still owes (no refund due).
 */
import { ITEM_TYPES, type ItemType } from "@/lib/domain/delivery-zones";

export type CodDeposits = Record<ItemType, number>;

export const NO_COD_DEPOSITS: CodDeposits = { original: 0, print: 0, commission: 0 };

const ZERO = BigInt(0);
const RUPEE = BigInt(100);
const PERCENT = BigInt(100);

/** A valid deposit percent: a whole number from 0 (none) to 100 (paid in full first). */
export function isCodDepositPercent(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 100;
}

/** A stored deposits document, read leniently: anything unreadable is no deposit. */
export function readCodDeposits(value: unknown): CodDeposits {
  const source = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const out = { ...NO_COD_DEPOSITS };
  for (const type of ITEM_TYPES) if (isCodDepositPercent(source[type])) out[type] = source[type] as number;
  return out;
}

/** Whether any item type asks a deposit. */
export function asksDeposit(deposits: CodDeposits): boolean {
  return ITEM_TYPES.some((type) => deposits[type] > 0);
}

export interface DepositLine {
  itemType: ItemType;
  /** The line's total as charged (price, shipping, tax), in paisa. */
  totalPaisa: number | bigint;
}

/** The deposit a pay-on-delivery order asks first, in paisa (0: none). See the rounding above. */
export function codDepositOf(lines: readonly DepositLine[], deposits: CodDeposits): bigint {
  let scaled = ZERO; // paisa x percent
  let cap = ZERO;
  for (const line of lines) {
    const percent = deposits[line.itemType] ?? 0;
    const total = BigInt(line.totalPaisa);
    if (!isCodDepositPercent(percent) || percent === 0 || total <= ZERO) continue;
    scaled += total * BigInt(percent);
    cap += total;
  }
  if (scaled === ZERO) return ZERO;
  const perRupee = RUPEE * PERCENT;
  const rupees = (scaled + perRupee - BigInt(1)) / perRupee;
  const deposit = rupees * RUPEE;
  return deposit > cap ? cap : deposit;
}

/**
 * The balance a pay-on-delivery order holds back from what is due now: its cash part (total -
 * deposit), never called for online (it is collected at the door). Null without a deposit: the
 * order is then paid wholly in cash and its page asks nothing.
 */
export function codHold(input: { cashOnDelivery: boolean; depositPaisa: bigint; totalPaisa: bigint }): { balanceHeldPaisa: bigint; balanceCalled: boolean } | null {
  if (!input.cashOnDelivery || input.depositPaisa <= ZERO) return null;
  const cash = input.totalPaisa - input.depositPaisa;
  return { balanceHeldPaisa: cash > ZERO ? cash : ZERO, balanceCalled: false };
}

/**
 * The balance an order holds back from what is due now, for the ledger (deriveMoney's hold): a
 * pay-on-delivery deposit's cash part first, else a commission's balance until it is called.
 */
export function heldBalance(
  totalPaisa: bigint,
  delivery: { cashOnDelivery: boolean; codDepositPaisa: bigint } | null | undefined,
  commission: { balanceHeldPaisa: bigint; balanceCalled: boolean } | null,
): { balanceHeldPaisa: bigint; balanceCalled: boolean } | null {
  const cod = delivery ? codHold({ cashOnDelivery: delivery.cashOnDelivery, depositPaisa: delivery.codDepositPaisa, totalPaisa }) : null;
  return cod ?? commission;
}

/** The deposit's fate when a refused parcel is back in the studio. */
export const DEPOSIT_FATES = ["kept", "refunded"] as const;
export type DepositFate = (typeof DEPOSIT_FATES)[number];

export const COD_DEPOSIT_MESSAGES = {
  fateRequired: "Choose whether the deposit is kept or refunded.",
  percent: "Enter a whole percent from 0 to 100 (0: no deposit)",
  kept: (amount: string) => `Deposit of ${amount} kept: the delivery was refused.`,
  refundReason: "Delivery refused: the deposit is refunded",
} as const;
