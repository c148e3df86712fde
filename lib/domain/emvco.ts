/**
 * EMVCo merchant-presented QR (the format of Fonepay and NepalPay merchant QR codes): a string of
 * tag-length-value fields, each a 2-digit tag, a 2-digit length and that many characters, ending
 * with tag 63 (CRC), length 04 and a CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF)
 * over everything before it, including "6304", as 4 upper-case hex digits.
 *
 * Tags 26-51 (merchant account information) and 62 (additional data) are templates: their
 * value is itself a TLV list. Tag 01 is the point of initiation ('11' static, '12' dynamic,
 * one payment); tag 54 the transaction amount (at most 13 characters, digits and one dot).
 *
 * Pure functions: no I/O. Input is bounded before parsing.
 */

/** EMVCo payloads are at most 512 characters. */
export const EMVCO_MAX_LENGTH = 512;

export interface TlvField {
  tag: string;
  value: string;
  /** For templates (26-51, 62, 64, 80-99): the nested fields when the value parses as TLV. */
  children?: TlvField[];
}

export type EmvcoParseResult = { ok: true; fields: TlvField[] } | { ok: false; reason: string };

/** CRC-16/CCITT-FALSE of a string's UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16CcittFalse(input: string): string {
  const bytes = new TextEncoder().encode(input);
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

function isTemplateTag(tag: string): boolean {
  const n = Number(tag);
  return (n >= 26 && n <= 51) || n === 62 || n === 64 || (n >= 80 && n <= 99);
}

/** Parses a TLV list; refuses anything that does not split exactly into fields. */
export function parseTlv(input: string, nested = false): EmvcoParseResult {
  if (input.length > EMVCO_MAX_LENGTH) return { ok: false, reason: "too long" };
  const fields: TlvField[] = [];
  let i = 0;
  while (i < input.length) {
    if (i + 4 > input.length) return { ok: false, reason: "truncated field header" };
    const tag = input.slice(i, i + 2);
    const lengthText = input.slice(i + 2, i + 4);
    if (!/^\d\d$/.test(tag) || !/^\d\d$/.test(lengthText)) return { ok: false, reason: "tag and length must be digits" };
    const length = Number(lengthText);
    if (length === 0) return { ok: false, reason: `empty value for tag ${tag}` };
    const value = input.slice(i + 4, i + 4 + length);
    if (value.length !== length) return { ok: false, reason: `value of tag ${tag} is shorter than its length` };
    const field: TlvField = { tag, value };
    if (!nested && isTemplateTag(tag)) {
      const inner = parseTlv(value, true);
      if (inner.ok) field.children = inner.fields;
      else if (Number(tag) <= 51 || tag === "62") return { ok: false, reason: `template ${tag}: ${inner.reason}` };
    }
    fields.push(field);
    i += 4 + length;
  }
  return { ok: true, fields };
}

/**
 * Parses a full merchant-presented payload: payload format indicator "01" first, the CRC field
 * last and correct, a merchant account template (26-51) present.
 */
export function parseEmvco(payload: string): EmvcoParseResult {
  if (typeof payload !== "string" || payload.length === 0) return { ok: false, reason: "empty" };
  if (payload.length > EMVCO_MAX_LENGTH) return { ok: false, reason: "too long" };
  if (!payload.startsWith("000201")) return { ok: false, reason: "no payload format indicator" };
  if (payload.length < 8 || payload.slice(-8, -4) !== "6304") return { ok: false, reason: "no CRC field at the end" };
  const expected = crc16CcittFalse(payload.slice(0, -4));
  if (payload.slice(-4).toUpperCase() !== expected) return { ok: false, reason: "CRC mismatch" };
  const parsed = parseTlv(payload);
  if (!parsed.ok) return parsed;
  const tags = parsed.fields.map((f) => f.tag);
  if (new Set(tags).size !== tags.length) return { ok: false, reason: "duplicate tag" };
  if (!tags.some((t) => Number(t) >= 2 && Number(t) <= 51)) return { ok: false, reason: "no merchant account information" };
  return parsed;
}

export function isEmvcoPayload(payload: string): boolean {
  return parseEmvco(payload).ok;
}

function encodeField(tag: string, value: string): string {
  if (!/^\d\d$/.test(tag)) throw new Error(`bad tag ${tag}`);
  if (value.length < 1 || value.length > 99) throw new Error(`bad length for tag ${tag}`);
  return `${tag}${String(value.length).padStart(2, "0")}${value}`;
}

/** Serialises fields (children re-encoded when present) and appends a fresh CRC. */
export function buildEmvco(fields: TlvField[]): string {
  const body = fields
    .filter((f) => f.tag !== "63")
    .map((f) => encodeField(f.tag, f.children ? f.children.map((c) => encodeField(c.tag, c.value)).join("") : f.value))
    .join("");
  const withCrcHeader = `${body}6304`;
  const result = withCrcHeader + crc16CcittFalse(withCrcHeader);
  if (result.length > EMVCO_MAX_LENGTH) throw new Error("payload too long");
  return result;
}

/** Paisa as the EMVCo amount: rupees, with 2 decimals only when there are paisa ("1500", "1500.50"). */
export function emvcoAmount(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa <= 0) throw new Error("amount must be a positive whole number of paisa");
  const rupees = Math.floor(paisa / 100);
  const rest = paisa % 100;
  const text = rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, "0")}`;
  if (text.length > 13) throw new Error("amount too large");
  return text;
}

/**
 * The same merchant QR for one payment of an exact amount: tag 01 = '12' (dynamic), tag 54 =
 * the amount, the other fields as uploaded and in their order, CRC recomputed. Null when the payload is not
 * a valid EMVCo merchant QR (then it is shown as uploaded).
 */
export function withAmount(payload: string, paisa: number, options: { billNumber?: string } = {}): string | null {
  const parsed = parseEmvco(payload);
  if (!parsed.ok) return null;
  const amount = emvcoAmount(paisa);
  const fields = parsed.fields.filter((f) => f.tag !== "63");
  const put = (tag: string, value: string) => {
    const existing = fields.find((f) => f.tag === tag);
    if (existing) {
      existing.value = value;
      delete existing.children;
      return;
    }
    // Keep the uploaded order; a new field goes before the first field with a higher tag.
    const at = fields.findIndex((f) => Number(f.tag) > Number(tag));
    fields.splice(at === -1 ? fields.length : at, 0, { tag, value });
  };
  put("01", "12");
  put("54", amount);
  if (options.billNumber) {
    const bill = emvcoBillNumber(options.billNumber);
    // Tag 62 (additional data): sub-tag 01 is the bill number; its other sub-tags stay as uploaded.
    const additional = fields.find((f) => f.tag === "62");
    const children = (additional?.children ?? []).filter((c) => c.tag !== "01");
    const at = children.findIndex((c) => Number(c.tag) > 1);
    children.splice(at === -1 ? children.length : at, 0, { tag: "01", value: bill });
    if (additional) {
      additional.children = children;
    } else {
      put("62", "");
      (fields.find((f) => f.tag === "62") as TlvField).children = children;
    }
  }
  return buildEmvco(fields);
}

/** The bill number as EMVCo takes it (tag 62, sub-tag 01): 1-25 printable ASCII characters. */
export function emvcoBillNumber(value: string): string {
  const clean = value.replace(/[^\x20-\x7E]/g, "").trim().slice(0, 25);
  if (!clean) throw new Error("bill number must have printable characters");
  return clean;
}

/** The fields of a payload a wallet shows for one payment: amount (54) and bill number (62/01). */
export function readPaymentFields(payload: string): { amount: string | null; billNumber: string | null } | null {
  const parsed = parseEmvco(payload);
  if (!parsed.ok) return null;
  const amount = parsed.fields.find((f) => f.tag === "54")?.value ?? null;
  const billNumber = parsed.fields.find((f) => f.tag === "62")?.children?.find((c) => c.tag === "01")?.value ?? null;
  return { amount, billNumber };
}
