"use client";
/**
 * The checkout's delivery and payment choice: the district (or collection from the studio, or
 * an address abroad), the zone's shipping and promise, and how the order is paid (now, or on
 * delivery where the zone takes it). Prices shown here come from the same rules the server
 * applies again when the order is placed (lib/domain/delivery-zones.ts).
 */
import { useId } from "react";
import type { CartItem } from "@/lib/domain/cart";
import { cartTotals, isOriginal, type Totals } from "@/lib/domain/pricing";
import { ABROAD_KEY } from "@/lib/domain/districts";
import { priceDelivery, zoneForDistrict, type DeliveryChoice, type DeliveryLine, type ZoneRule } from "@/lib/domain/delivery-zones";
import { codRefusal, type PaymentChoice } from "@/lib/domain/cash-on-delivery";
import { lineIsShipped } from "@/lib/validation/checkout-rules";
import { cn } from "@/components/ui/cn";
import { COLLECT_CHOICE, DistrictSelect } from "./district-select";
import type { CodDeposits } from "@/lib/domain/cod-deposit";
import { cartCodDeposit, codPlanWords } from "./cod-plan";
import { moneyIn, useCartStrings } from "@/components/cart/cart-strings";
import { checkoutPlanWords, type CheckoutStrings } from "./checkout-words";

export interface DeliveryValues {
  district: string;
  country: string;
  payment: PaymentChoice;
}

export const EMPTY_DELIVERY: DeliveryValues = { district: "", country: "", payment: "prepaid" };

export type DeliveryErrors = Partial<Record<"district" | "country" | "payment", string>>;

export function cartDeliveryLines(items: readonly CartItem[]): DeliveryLine[] {
  return items.map((item) => ({
    itemType: item.type === "service" ? "commission" : isOriginal(item.customizations.size) ? "original" : "print",
    quantity: item.quantity,
    shipped: lineIsShipped({ kind: item.type, shippingType: item.shippingType }),
    ownShippingPaisa: item.shippingType === "fixed" ? Math.max(0, item.shippingCharge) * item.quantity : 0,
  }));
}

export function deliveryChoiceOf(zones: readonly ZoneRule[], district: string): DeliveryChoice | null {
  if (district === COLLECT_CHOICE) return { kind: "collect" };
  const zone = district ? zoneForDistrict(zones, district) : null;
  return zone ? { kind: "ship", zone } : null;
}

/** The cart's totals with the zone's shipping (and the pay-on-delivery fee when chosen). */
export function cartTotalsWithDelivery(
  items: readonly CartItem[],
  choice: DeliveryChoice | null,
  extraPaisa: number,
): Totals & { onQuote: boolean } {
  const base = cartTotals(items);
  if (!choice) return { ...base, onQuote: false };
  const price = priceDelivery(cartDeliveryLines(items), choice);
  const shipping = price.shippingPaisa;
  return {
    subtotalPaisa: base.subtotalPaisa + extraPaisa,
    shippingPaisa: shipping,
    taxPaisa: base.taxPaisa,
    totalPaisa: base.subtotalPaisa + extraPaisa + shipping + base.taxPaisa,
    onQuote: price.onQuote,
  };
}

const input = "w-full rounded-md border border-input bg-background px-3 py-2 text-sm aria-invalid:border-destructive";

export function DistrictDelivery({
  zones,
  collectionEnabled,
  codFeePaisa,
  codDeposits,
  commissionDeposit,
  items,
  values,
  errors,
  phone,
  onChange,
  strings,
  translate,
}: {
  /** The checkout's words in the page's language. */
  strings: CheckoutStrings;
  /** A rule's English answer in the page's language. */
  translate: (message: string) => string;
  zones: readonly ZoneRule[];
  collectionEnabled: boolean;
  codFeePaisa: number;
  /** Deposit percents per item type asked before a pay-on-delivery order. */
  codDeposits?: CodDeposits;
  /** A commission's deposit due now and its balance when ready, as the server quoted them. */
  commissionDeposit?: { depositPaisa: number; balancePaisa: number } | null;
  items: readonly CartItem[];
  values: DeliveryValues;
  errors: DeliveryErrors;
  phone: string;
  onChange: (next: DeliveryValues) => void;
}) {
  const id = useId();
  const words = strings.delivery;
  const { money: formatNpr, fill } = moneyIn(useCartStrings());
  const choice = deliveryChoiceOf(zones, values.district);
  const lines = cartDeliveryLines(items);
  const refusal = choice ? codRefusal(lines, choice) : words.chooseDistrictFirst;
  const codProblem = refusal ? translate(refusal) : null;
  const payment: PaymentChoice = codProblem ? "prepaid" : values.payment;
  const totals = cartTotalsWithDelivery(items, choice, payment === "cod" ? codFeePaisa : 0);
  const zone = choice?.kind === "ship" ? choice.zone : null;
  const shippingText = !choice
    ? null
    : choice.kind === "collect"
      ? words.collectNote
      : totals.onQuote
        ? fill(words.zoneOnQuote, { zone: zone!.name })
        : fill(zone!.promise ? words.zoneShippingPromise : words.zoneShipping, {
            zone: zone!.name,
            price: totals.shippingPaisa === 0 ? words.free : formatNpr(totals.shippingPaisa),
            promise: zone!.promise ?? "",
          });
  const totalText = formatNpr(totals.totalPaisa);
  const options: { value: PaymentChoice; words: { heading: string; detail: string }; disabled: string | null }[] = [
    {
      value: "prepaid",
      words: checkoutPlanWords(strings.plan, {
        method: "prepaid",
        totalText,
        onQuote: totals.onQuote,
        collect: choice?.kind === "collect",
        commissionDeposit: commissionDeposit ? { depositText: formatNpr(commissionDeposit.depositPaisa), balanceText: formatNpr(commissionDeposit.balancePaisa) } : null,
      }),
      disabled: null,
    },
    {
      value: "cod",
      words: codPlanWords({ totalPaisa: cartTotalsWithDelivery(items, choice, codFeePaisa).totalPaisa, depositPaisa: cartCodDeposit(items, choice, codDeposits), phone }, strings.plan, formatNpr),
      disabled: codProblem,
    },
  ];
  return (
    <fieldset className="space-y-4" data-testid="delivery-choice">
      <legend className="text-xl font-semibold">{words.legend}</legend>
      <div>
        <label htmlFor={`${id}-district`} className="mb-1.5 block text-sm font-medium">
          {words.district}<span aria-hidden="true"> *</span>
        </label>
        <DistrictSelect
          id={`${id}-district`}
          value={values.district}
          onChange={(district) => onChange({ ...values, district })}
          collectionEnabled={collectionEnabled}
          abroadEnabled={zones.some((z) => z.international)}
          words={strings.select}
          invalid={Boolean(errors.district)}
          describedBy={errors.district ? `${id}-district-error` : `${id}-district-note`}
        />
        {errors.district ? (
          <p id={`${id}-district-error`} className="mt-1 text-sm text-destructive">
            {errors.district}
          </p>
        ) : (
          <p id={`${id}-district-note`} className="mt-1 text-sm text-muted-foreground" data-testid="delivery-shipping">
            {shippingText ?? words.shippingDepends}
          </p>
        )}
      </div>
      {values.district === ABROAD_KEY && (
        <div>
          <label htmlFor={`${id}-country`} className="mb-1.5 block text-sm font-medium">
            {words.country}<span aria-hidden="true"> *</span>
          </label>
          <input
            id={`${id}-country`}
            value={values.country}
            onChange={(e) => onChange({ ...values, country: e.target.value })}
            maxLength={60}
            autoComplete="country-name"
            aria-invalid={errors.country ? true : undefined}
            className={input}
          />
          {errors.country && <p className="mt-1 text-sm text-destructive">{errors.country}</p>}
        </div>
      )}
      <div role="radiogroup" aria-labelledby={`${id}-pay`} className="space-y-2">
        <p id={`${id}-pay`} className="text-sm font-medium">
          {words.howYouPay}
        </p>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer gap-3 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted/60",
              option.disabled && "cursor-not-allowed opacity-70",
            )}
            data-testid={`pay-${option.value}`}
          >
            <input
              type="radio"
              name={`${id}-payment`}
              value={option.value}
              checked={payment === option.value}
              disabled={Boolean(option.disabled)}
              onChange={() => onChange({ ...values, payment: option.value })}
              className="mt-1"
            />
            <span>
              <span className="block font-medium">{option.words.heading}</span>
              <span className="block text-muted-foreground">{option.disabled && option.value === "cod" ? option.disabled : option.words.detail}</span>
            </span>
          </label>
        ))}
        {errors.payment && (
          <p role="alert" className="text-sm text-destructive">
            {errors.payment}
          </p>
        )}
      </div>
    </fieldset>
  );
}
