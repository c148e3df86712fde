/**
 * Order numbers (spec section 3): ORD-{yyyymmdd}-{last 5 digits of the time}, e.g.
 * ORD-20261122-48213. The date is the calendar day in Nepal (the shop's time zone); the five
 * digits are the last five of the millisecond clock. Two orders can meet on the same number
 * (100,000 values a day), so the order service tries candidates in turn until one is free:
 * the next candidate adds one to the five digits (wrapping 99999 -> 00000 on the same day).
 */

export const ORDER_NUMBER_PATTERN = /^ORD-\d{8}-\d{5}$/;
export const ORDER_TIME_ZONE = "Asia/Kathmandu";

let dayFormatter: Intl.DateTimeFormat | undefined;

/** yyyymmdd of the instant in Nepal. */
export function orderDay(now: Date): string {
  dayFormatter ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: ORDER_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return dayFormatter.format(now).replaceAll("-", "");
}

export function orderNumberFor(now: Date): string {
  const digits = String(now.getTime() % 100_000).padStart(5, "0");
  return `ORD-${orderDay(now)}-${digits}`;
}

/** The candidate after this one (same day, five digits + 1, wrapping). */
export function nextOrderNumber(orderNumber: string): string {
  const match = /^ORD-(\d{8})-(\d{5})$/.exec(orderNumber);
  if (!match) throw new RangeError(`Not an order number: ${orderNumber}`);
  const next = (Number(match[2]) + 1) % 100_000;
  return `ORD-${match[1]}-${String(next).padStart(5, "0")}`;
}

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value);
}
