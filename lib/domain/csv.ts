/**
 * CSV (RFC 4180) for exports opened in spreadsheets: every field quoted, quotes doubled, and a
 * leading = + - @ tab or carriage return prefixed with ' so no cell runs as a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value == null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

const kathmandu = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kathmandu",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-25 21:47:05": the local time in Nepal (UTC+05:45), as spreadsheets read a date-time. */
export function kathmanduDateTime(date: Date): string {
  const parts = Object.fromEntries(kathmandu.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** "Dawn (Original) x 1; Mandala (Medium print (11x14)) x 2". */
export function orderItemsText(items: readonly { title: string; variant: string | null; quantity: number }[]): string {
  return items.map((i) => `${i.title}${i.variant ? ` (${i.variant})` : ""} x ${i.quantity}`).join("; ");
}
