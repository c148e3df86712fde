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
