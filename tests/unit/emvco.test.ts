import { describe, expect, it } from "vitest";
import {
  EMVCO_MAX_LENGTH,
  buildEmvco,
  crc16CcittFalse,
  emvcoAmount,
  emvcoBillNumber,
  isEmvcoPayload,
  parseEmvco,
  parseTlv,
  readPaymentFields,
  withAmount,
} from "@/lib/domain/emvco";
import { orderQrPayload, paymentMethodViews, paymentRemark } from "@/lib/domain/payment-details";
import { fonepayStaticPayload } from "@/tests/support/emvco-fixtures";

/** The merchant-presented example of the EMVCo QR specification (with UTF-8 alternate language data). */
const EMVCO_SPEC_EXAMPLE =
  "00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A";

/** A static merchant QR shaped like a Fonepay one: static (11), no amount, NPR (524), Nepal. */
function fonepayStatic(): string {
  return fonepayStaticPayload([{ tag: "62", value: "", children: [{ tag: "07", value: "T1" }] }]);
}

function field(payload: string, tag: string): string | undefined {
  const parsed = parseEmvco(payload);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.fields.find((f) => f.tag === tag)?.value;
}

describe("CRC-16/CCITT-FALSE", () => {
  it("matches the standard check value and the EMVCo example", () => {
    expect(crc16CcittFalse("123456789")).toBe("29B1");
    expect(crc16CcittFalse("")).toBe("FFFF");
    expect(crc16CcittFalse(EMVCO_SPEC_EXAMPLE.slice(0, -4))).toBe("A13A");
  });

  it("is 4 upper-case hex digits, zero padded", () => {
    for (const s of ["a", "0002010102116304", "x".repeat(300)]) expect(crc16CcittFalse(s)).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe("parsing merchant-presented payloads", () => {
  it("reads the EMVCo example, with nested templates 26-51 and 62", () => {
    const parsed = parseEmvco(EMVCO_SPEC_EXAMPLE);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const byTag = Object.fromEntries(parsed.fields.map((f) => [f.tag, f]));
    expect(byTag["29"].children).toEqual([
      { tag: "00", value: "D15600000000" },
      { tag: "05", value: "A93FO3230Q" },
    ]);
    expect(byTag["62"].children?.map((c) => c.tag)).toEqual(["03", "06", "07", "09"]);
    expect(byTag["64"].children?.find((c) => c.tag === "01")?.value).toBe("最佳运输");
    expect(byTag["54"].value).toBe("23.72");
    expect(byTag["63"].value).toBe("A13A");
  });

  it("refuses a wrong CRC, a missing CRC and a missing format indicator", () => {
    const good = fonepayStatic();
    expect(isEmvcoPayload(good)).toBe(true);
    expect(parseEmvco(good.slice(0, -4) + (good.endsWith("0000") ? "0001" : "0000"))).toEqual({ ok: false, reason: "CRC mismatch" });
    expect(parseEmvco(good.slice(0, -8)).ok).toBe(false);
    expect(parseEmvco(good.replace(/^000201/, "000202")).ok).toBe(false);
    // One changed character in the body breaks the CRC.
    expect(parseEmvco(good.replace("LALITPUR", "LALITPUX")).ok).toBe(false);
  });

  it("refuses malformed TLV", () => {
    expect(parseTlv("0002").ok).toBe(false); // empty value
    expect(parseTlv("00020").ok).toBe(false); // truncated header
    expect(parseTlv("000501").ok).toBe(false); // value shorter than its length
    expect(parseTlv("0A0201").ok).toBe(false); // tag not digits
    expect(parseTlv("00X201").ok).toBe(false); // length not digits
    // A broken template 26 (inner length runs past the value), with a correct outer CRC.
    const body = "000201" + "2608" + "00091234" + "5303524";
    const broken = body + "6304" + crc16CcittFalse(body + "6304");
    expect(parseEmvco(broken).ok).toBe(false);
  });

  it("refuses plain text, URLs and personal wallet payloads", () => {
    for (const p of ["", "9801234567", "https://esewa.com.np/pay?id=9801234567", '{"eSewa_id":"9801234567","name":"Aarav"}', "000201"]) {
      expect(isEmvcoPayload(p)).toBe(false);
    }
  });

  it("checks the length bound before parsing", () => {
    const long = "000201" + "5999" + "x".repeat(EMVCO_MAX_LENGTH);
    expect(parseEmvco(long)).toEqual({ ok: false, reason: "too long" });
    expect(parseTlv("0".repeat(EMVCO_MAX_LENGTH + 1))).toEqual({ ok: false, reason: "too long" });
  });
});

describe("building payloads", () => {
  it("round-trips: parse then build gives the same payload", () => {
    for (const payload of [EMVCO_SPEC_EXAMPLE, fonepayStatic()]) {
      const parsed = parseEmvco(payload);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(buildEmvco(parsed.fields)).toBe(payload);
    }
  });

  it("refuses values that do not fit a TLV field", () => {
    expect(() => buildEmvco([{ tag: "00", value: "" }])).toThrow();
    expect(() => buildEmvco([{ tag: "59", value: "x".repeat(100) }])).toThrow();
    expect(() => buildEmvco([{ tag: "5", value: "x" }])).toThrow();
  });
});

describe("the amount inside the QR", () => {
  it("writes rupees, with paisa only when there are some", () => {
    expect(emvcoAmount(150_000)).toBe("1500");
    expect(emvcoAmount(150_050)).toBe("1500.50");
    expect(emvcoAmount(5)).toBe("0.05");
    expect(() => emvcoAmount(0)).toThrow();
    expect(() => emvcoAmount(-100)).toThrow();
    expect(() => emvcoAmount(1.5)).toThrow();
  });

  it("makes a dynamic QR with tag 54 and a fresh, valid CRC", () => {
    const staticQr = fonepayStatic();
    const paid = withAmount(staticQr, 17_359_100);
    expect(paid).not.toBeNull();
    if (!paid) return;
    expect(isEmvcoPayload(paid)).toBe(true);
    expect(field(paid, "01")).toBe("12");
    expect(field(paid, "54")).toBe("173591");
    expect(paid.slice(-4)).toBe(crc16CcittFalse(paid.slice(0, -4)));
    // Everything else as uploaded, in the same order; tag 54 sits after 53.
    const parsed = parseEmvco(paid);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.fields.map((f) => f.tag)).toEqual(["00", "01", "26", "52", "53", "54", "58", "59", "60", "62", "63"]);
    expect(field(paid, "26")).toBe(field(staticQr, "26"));
    expect(field(paid, "62")).toBe(field(staticQr, "62"));
  });

  it("replaces an amount already present instead of adding a second one", () => {
    const paid = withAmount(EMVCO_SPEC_EXAMPLE, 4_200);
    expect(paid).not.toBeNull();
    if (!paid) return;
    expect(field(paid, "54")).toBe("42");
    expect(paid.split("540242").length - 1).toBe(1);
    expect(paid).not.toContain("540523.72");
    expect(isEmvcoPayload(paid)).toBe(true);
  });

  it("adds point of initiation after the format indicator when it was missing", () => {
    const body = "000201" + "26150011fonepay.com" + "5303524" + "5802NP";
    const noPoi = body + "6304" + crc16CcittFalse(body + "6304");
    const paid = withAmount(noPoi, 100);
    expect(paid?.startsWith("000201010212")).toBe(true);
  });

  it("leaves other payloads as uploaded", () => {
    expect(withAmount("9801234567", 100)).toBeNull();
    const esewa = { qrPayload: '{"eSewa_id":"9801234567","name":"Aarav"}' };
    expect(orderQrPayload(esewa, 17_359_100)).toBe(esewa.qrPayload);
    expect(orderQrPayload({ qrPayload: null }, 100)).toBeNull();
    const merchant = { qrPayload: fonepayStatic() };
    expect(field(orderQrPayload(merchant, 250_000) as string, "54")).toBe("2500");
  });

  it("puts the order number in the bill number (62/01) beside the amount, keeping other additional data, CRC recomputed", () => {
    const withLabel = fonepayStaticPayload([{ tag: "62", value: "", children: [{ tag: "01", value: "OLD" }, { tag: "07", value: "TERM1" }] }]);
    const paid = withAmount(withLabel, 1_234_550, { billNumber: "ORD-20261125-04821" }) as string;
    expect(parseEmvco(paid).ok).toBe(true);
    expect(readPaymentFields(paid)).toEqual({ amount: "12345.50", billNumber: "ORD-20261125-04821" });
    const parsed = parseEmvco(paid);
    const additional = parsed.ok ? parsed.fields.find((f) => f.tag === "62") : undefined;
    expect(additional?.children).toEqual([{ tag: "01", value: "ORD-20261125-04821" }, { tag: "07", value: "TERM1" }]);
    // Without tag 62 in the uploaded code, it is added in tag order, before the CRC.
    const added = withAmount(fonepayStaticPayload(), 500, { billNumber: "ORD-20261125-00001" }) as string;
    expect(readPaymentFields(added)).toEqual({ amount: "5", billNumber: "ORD-20261125-00001" });
    expect(added.slice(-8, -4)).toBe("6304");
    // A bill number is bounded to 25 printable characters.
    expect(emvcoBillNumber(`ORD-1\u0000${"9".repeat(40)}`)).toHaveLength(25);
    expect(orderQrPayload({ qrPayload: fonepayStatic() }, 500, "ORD-20261125-00002")).toContain("0118ORD-20261125-00002");
  });
});

describe("payment methods as the customer sees them", () => {
  const base = { accountName: "", accountId: "", bankName: "", branch: "", qrPayload: null };
  it("lists configured methods in a fixed order, with copyable IDs, and never invents a QR", () => {
    const views = paymentMethodViews([
      { ...base, kind: "bank", bankName: "Nabil Bank", branch: "Patan", accountName: "Aarav Shrestha", accountId: "0101017500123" },
      { ...base, kind: "merchant_qr", qrPayload: fonepayStatic() },
      { ...base, kind: "esewa", accountId: "9801234567", accountName: "Aarav Shrestha" },
      { ...base, kind: "khalti" },
    ]);
    expect(views.map((v) => v.label)).toEqual(["eSewa", "Fonepay / NepalPay", "Bank transfer"]);
    expect(views[0]).toMatchObject({ qrPayload: null, amountInQr: false });
    expect(views[0].details).toContainEqual({ label: "eSewa ID", value: "9801234567", copy: true });
    expect(views[1].amountInQr).toBe(true);
    expect(views[2].details).toEqual([
      { label: "Bank", value: "Nabil Bank, Patan branch" },
      { label: "Account name", value: "Aarav Shrestha" },
      { label: "Account number", value: "0101017500123", copy: true },
    ]);
  });

  it("the remark is the order number first, then the customer's name, short enough for a wallet", () => {
    expect(paymentRemark("ORD-20261125-04821", "  Sita   Sharma ")).toBe("ORD-20261125-04821 Sita Sharma");
    expect(paymentRemark("ORD-20261125-04821", "x".repeat(80))).toMatch(/^ORD-20261125-04821 x+$/);
    expect(paymentRemark("ORD-20261125-04821", "x".repeat(80)).length).toBe(50);
  });
});
