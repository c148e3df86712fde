/**
 * Settings -> Delivery as the back office edits it: the zones in their order (name, districts,
 * a rate per item type in rupees or "each work's own charge" or "on quote", pay on delivery per
 * item type, the promise, open or closed) and the delivery settings (collection, the
 * pay-on-delivery fee and limits). Checked per field ("zones.1.rates.print"); a district in two
 * zones is refused naming both. Pure: no I/O.
 */
import { z } from "@/lib/validation/z";
import { parseDecimal, paisaToRupeesText } from "@/lib/domain/admin/numbers";
import { districtByKey } from "@/lib/domain/districts";
import { isCodDepositPercent, type CodDeposits } from "@/lib/domain/cod-deposit";
import { ITEM_TYPES, MAX_RATE_PAISA, MAX_ZONES, type ItemType, type ZoneRate, type ZoneRule } from "@/lib/domain/delivery-zones";

export const DELIVERY_FORM_MESSAGES = {
  saved: "Delivery saved: checkout uses it at once",
  failed: "Could not save the delivery settings",
  unreadable: "The delivery settings could not be read. Please reload the page and try again.",
  nameRequired: "Name the zone",
  nameTooLong: "A zone's name is at most 60 characters",
  tooMany: `At most ${MAX_ZONES} zones`,
  noZones: "Keep at least one zone",
  unknownDistrict: "That district is not one of Nepal's 77",
  twice: (district: string, a: string, b: string) => `${district} is in two zones (${a} and ${b}): keep it in one.`,
  amount: "Enter an amount in rupees, such as 150",
  promiseTooLong: "The promise is at most 80 characters",
  limit: "Enter a whole number from 0 to 50 (0: no limit)",
  hours: "Enter a whole number of hours from 1 to 168",
  depositPercent: "Enter a whole percent from 0 to 100 (0 or empty: no deposit)",
  staleZone: "A zone was removed by someone else meanwhile. Reload the page.",
} as const;

export type RateMode = ZoneRate["mode"];

export interface ZoneFormRow {
  id: string;
  name: string;
  districts: string[];
  international: boolean;
  rates: Record<ItemType, { mode: RateMode; rupees: string }>;
  codTypes: ItemType[];
  promise: string;
  open: boolean;
}

export interface DeliveryFormValues {
  zones: ZoneFormRow[];
  collectionEnabled: boolean;
  codFee: string;
  codMaxPerPhone: string;
  codMaxPerAddress: string;
  codConfirmHours: string;
  /** Deposit percent per item type asked before a pay-on-delivery order ("" or "0": none). */
  codDeposits: Record<ItemType, string>;
}

const rupees = z.string().max(20).transform((text, ctx) => {
  if (text.trim() === "") return 0;
  const value = parseDecimal(text);
  const paisa = value === null ? NaN : Math.round(value * 100);
  if (!Number.isSafeInteger(paisa) || paisa < 0 || paisa > MAX_RATE_PAISA) {
    ctx.addIssue({ code: "custom", message: DELIVERY_FORM_MESSAGES.amount });
    return z.NEVER;
  }
  return paisa;
});

const rate = z.object({ mode: z.enum(["item", "flat", "quote"]), rupees: rupees });

const zoneRow = z.object({
  id: z.union([z.uuid(), z.literal("")]),
  name: z.string().trim().min(1, DELIVERY_FORM_MESSAGES.nameRequired).max(60, DELIVERY_FORM_MESSAGES.nameTooLong),
  districts: z.array(z.string().max(40).refine((key) => districtByKey(key) !== null, DELIVERY_FORM_MESSAGES.unknownDistrict)).max(77),
  international: z.boolean(),
  rates: z.object({ original: rate, print: rate, commission: rate }),
  codTypes: z.array(z.enum(ITEM_TYPES)).max(3),
  promise: z.string().trim().max(80, DELIVERY_FORM_MESSAGES.promiseTooLong),
  open: z.boolean(),
});

const count = (message: string, max: number, min = 0) =>
  z.string().max(10).transform((text, ctx) => {
    const value = parseDecimal(text);
    if (value === null || !Number.isInteger(value) || value < min || value > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return value;
  });

const depositPercent = z.string().max(10).transform((text, ctx) => {
  if (text.trim() === "") return 0;
  const value = parseDecimal(text);
  if (value === null || !isCodDepositPercent(value)) {
    ctx.addIssue({ code: "custom", message: DELIVERY_FORM_MESSAGES.depositPercent });
    return z.NEVER;
  }
  return value;
});

export const deliveryFormSchema = z
  .object({
    zones: z.array(zoneRow).min(1, DELIVERY_FORM_MESSAGES.noZones).max(MAX_ZONES, DELIVERY_FORM_MESSAGES.tooMany),
    collectionEnabled: z.boolean(),
    codFee: rupees,
    codMaxPerPhone: count(DELIVERY_FORM_MESSAGES.limit, 50),
    codMaxPerAddress: count(DELIVERY_FORM_MESSAGES.limit, 50),
    codConfirmHours: count(DELIVERY_FORM_MESSAGES.hours, 168, 1),
    codDeposits: z.object({ original: depositPercent, print: depositPercent, commission: depositPercent }),
  })
  .superRefine((form, ctx) => {
    const seen = new Map<string, number>();
    form.zones.forEach((zone, index) => {
      for (const key of zone.districts) {
        const first = seen.get(key);
        if (first !== undefined && first !== index) {
          ctx.addIssue({
            code: "custom",
            path: ["zones", index, "districts"],
            message: DELIVERY_FORM_MESSAGES.twice(districtByKey(key)!.name, form.zones[first].name, zone.name),
          });
        } else seen.set(key, index);
      }
    });
  });

export type DeliveryForm = z.output<typeof deliveryFormSchema>;

/** A saved zone's stored rates (paisa integers) from the form's. */
export function storedRates(rates: DeliveryForm["zones"][number]["rates"]): Record<ItemType, ZoneRate> {
  const out = {} as Record<ItemType, ZoneRate>;
  for (const type of ITEM_TYPES) {
    const r = rates[type];
    out[type] = r.mode === "flat" ? { mode: "flat", paisa: r.rupees } : { mode: r.mode };
  }
  return out;
}

/** The form's values from the stored zones and settings. */
export function deliveryFormValues(
  zones: readonly ZoneRule[],
  settings: { collectionEnabled: boolean; codFeePaisa: number; codMaxPerPhone: number; codMaxPerAddress: number; codConfirmHours: number; codDeposits: CodDeposits },
): DeliveryFormValues {
  return {
    zones: zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      districts: [...zone.districts],
      international: zone.international,
      rates: Object.fromEntries(
        ITEM_TYPES.map((type) => {
          const r = zone.rates[type];
          return [type, { mode: r.mode, rupees: r.mode === "flat" ? paisaToRupeesText(r.paisa) : "" }];
        }),
      ) as ZoneFormRow["rates"],
      codTypes: [...zone.codTypes],
      promise: zone.promise,
      open: zone.open,
    })),
    collectionEnabled: settings.collectionEnabled,
    codFee: settings.codFeePaisa ? paisaToRupeesText(settings.codFeePaisa) : "",
    codMaxPerPhone: String(settings.codMaxPerPhone),
    codMaxPerAddress: String(settings.codMaxPerAddress),
    codConfirmHours: String(settings.codConfirmHours),
    codDeposits: Object.fromEntries(ITEM_TYPES.map((type) => [type, settings.codDeposits[type] ? String(settings.codDeposits[type]) : ""])) as Record<ItemType, string>,
  };
}
