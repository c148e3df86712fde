/**
 * Money, digits and order dates as a reader of each language expects them.
 * English keeps the shop's existing output exactly (formatNpr and the en-NP date);
 * Nepali shows "रू" with Devanagari digits (Latin when the artist chooses) and South Asian
 * grouping (१,२३,४५६), and order dates in Bikram Sambat with the AD date beside them.
 * Pure: no Next, no Prisma. The day of a date is decided in Asia/Kathmandu.
 */

import NepaliDateModule from "nepali-date-converter";
import type { Locale } from "./locales";

export { formatPrice, RUPEE_SIGN_NE, toDevanagariDigits, type Digits, type FormatOptions } from "./numbers";
import { toDevanagariDigits, type FormatOptions } from "./numbers";

export interface OrderDateOptions extends FormatOptions {
  /** Adds the time of day (Kathmandu), as the order pages show it. */
  time?: boolean;
  /**
   * English only: adds the Bikram Sambat date in brackets, e.g. "Nov 27, 2026 (11 Mangsir 2083 BS)".
   * Off by default, so English output stays as it has always been.
   */
  bs?: boolean;
}

export const ORDER_TIME_ZONE = "Asia/Kathmandu";

/** Bikram Sambat month names, Baisakh first. */
export const BS_MONTHS_NE = [
  "बैशाख",
  "जेठ",
  "असार",
  "साउन",
  "भदौ",
  "असोज",
  "कात्तिक",
  "मंसिर",
  "पुस",
  "माघ",
  "फागुन",
  "चैत",
] as const;

export const BS_MONTHS_EN = [
  "Baisakh",
  "Jestha",
  "Asar",
  "Shrawan",
  "Bhadra",
  "Asoj",
  "Kartik",
  "Mangsir",
  "Poush",
  "Magh",
  "Falgun",
  "Chaitra",
] as const;

export interface BsDate {
  year: number;
  /** 1 = Baisakh ... 12 = Chaitra. */
  month: number;
  day: number;
}

// The package ships an ES module (default export: the class) and a UMD build whose
// module.exports carries the class as `default`; accept both shapes.
type NepaliDateClass = typeof NepaliDateModule;
const NepaliDate: NepaliDateClass =
  (NepaliDateModule as unknown as { default?: NepaliDateClass }).default ?? NepaliDateModule;

const kathmanduDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: ORDER_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day (AD) of an instant in Kathmandu. */
export function kathmanduDate(date: Date): { year: number; month: number; day: number } {
  const parts = kathmanduDay.formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/**
 * The Bikram Sambat date of an instant, the day decided in Kathmandu; null outside the
 * converter's data (BS 2000-2090, about 1943-2034 AD).
 */
export function toBikramSambat(date: Date): BsDate | null {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
  const ad = kathmanduDate(date);
  // The converter reads the local calendar fields of the Date it is given, so hand it the
  // Kathmandu day at local noon: the result no longer depends on the server's time zone.
  // Outside its data the converter can answer nonsense rather than throw (1900 AD comes back
  // as a date in 2043 BS), so the answer counts only when it converts back to the same day.
  try {
    const nepali = new NepaliDate(new Date(ad.year, ad.month - 1, ad.day, 12));
    const back = nepali.toJsDate();
    if (back.getFullYear() !== ad.year || back.getMonth() !== ad.month - 1 || back.getDate() !== ad.day) return null;
    const bs = nepali.getBS();
    return { year: bs.year, month: bs.month + 1, day: bs.date };
  } catch {
    return null;
  }
}

const englishDate = new Intl.DateTimeFormat("en-NP", { dateStyle: "medium", timeZone: ORDER_TIME_ZONE });
const englishDateTime = new Intl.DateTimeFormat("en-NP", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: ORDER_TIME_ZONE,
});
/** The AD date beside a Nepali date: "27 Nov 2026". */
const adBesideNepali = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: ORDER_TIME_ZONE });
const nepaliTime = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: ORDER_TIME_ZONE,
});

/**
 * An order date for a reader.
 * English (unchanged from the order pages): "Nov 27, 2026", or "Nov 27, 2026, 2:30 PM" with
 * `time`; `bs: true` adds "(11 Mangsir 2083 BS)".
 * Nepali: "२०८३ मंसिर ११ (27 Nov 2026)", or "२०८३ मंसिर ११, १४:३० (27 Nov 2026)" with `time`;
 * Latin digits when chosen. Outside the converter's range, the AD date alone.
 */
export function formatOrderDate(date: Date, locale: Locale, opts?: OrderDateOptions): string {
  const bs = toBikramSambat(date);
  if (locale !== "ne") {
    const ad = (opts?.time ? englishDateTime : englishDate).format(date);
    if (!opts?.bs || !bs) return ad;
    return `${ad} (${bs.day} ${BS_MONTHS_EN[bs.month - 1]} ${bs.year} BS)`;
  }
  const digits = (s: string) => (opts?.digits === "latin" ? s : toDevanagariDigits(s));
  const ad = adBesideNepali.format(date);
  const time = opts?.time ? `, ${digits(nepaliTime.format(date))}` : "";
  if (!bs) return `${digits(ad)}${time}`;
  return `${digits(`${bs.year}`)} ${BS_MONTHS_NE[bs.month - 1]} ${digits(`${bs.day}`)}${time} (${ad})`;
}
