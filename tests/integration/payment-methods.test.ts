/**
 * Settings -> Payment on the real database: QR pictures decoded on the server and their payload
 * stored; pictures without a QR, oversized files and incomplete bank details refused with
 * nothing changed; visitors, customers and demo mode refused; /payment-qr.svg and the checkout
 * draw the stored payload (never an invented one); a merchant QR carries the order's amount;
 * the delivery address is required exactly when an order ships something.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import QRCode from "qrcode";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createLocalStorage, setStorageForTests } from "@/lib/storage";
import { ACCESS_DENIED_MESSAGE } from "@/lib/auth/require-admin";
import { removePaymentMethodAction, savePaymentMethodAction } from "@/lib/actions/admin/settings-payment";
import { getPaymentMethodsForm } from "@/lib/data/admin/settings";
import { getPaymentMethods } from "@/lib/data/payment-methods";
import { GET as paymentQrSvg } from "@/app/payment-qr.svg/route";
import { crc16CcittFalse, parseEmvco } from "@/lib/domain/emvco";
import { orderQrPayload } from "@/lib/domain/payment-details";
import { DEMO_MESSAGES } from "@/lib/domain/demo-mode";
import { QR_MESSAGES } from "@/lib/images/qr-decode";
import { placeOrder, type PlaceOrderInput } from "@/lib/orders/place-order";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout";
import { createProfile, signInAs, signOutForTests } from "@/tests/integration/admin/admin-fixtures";
import { NPR, artworkLine, commissionLine, createShop, orderInput, type Shop } from "@/tests/integration/checkout-fixtures";
import { fonepayStaticPayload } from "@/tests/support/emvco-fixtures";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "payment-methods-"));
let admin: { id: string; email: string };
let customer: { id: string; email: string };
let shop: Shop;

const ESEWA_PAYLOAD = '{"eSewa_id":"9801234567","name":"Aarav Shrestha"}';
const MERCHANT_PAYLOAD = fonepayStaticPayload();

async function qrPng(payload: string): Promise<File> {
  const bytes = await QRCode.toBuffer(payload, { type: "png", width: 480, margin: 4 });
  return new File([new Uint8Array(bytes)], "qr.png", { type: "image/png" });
}

function methodForm(fields: Record<string, string>, qr?: File): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (qr) form.set("qr", qr);
  return form;
}

/** Reads the QR code back out of an SVG (rendered with sharp, decoded with jsQR). */
async function decodeSvg(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(600, 600).flatten({ background: "#fff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

beforeAll(async () => {
  setStorageForTests(createLocalStorage(dir));
  shop = await createShop();
  admin = await createProfile("owner@studio.test", "admin");
  customer = await createProfile("buyer@example.com", "user");
});

afterAll(() => {
  signOutForTests();
  setStorageForTests(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("authorization", () => {
  it("refuses visitors and customers, changing nothing", async () => {
    await db.paymentMethod.create({ data: { kind: "khalti", accountId: "9807654321" } });
    const before = await db.paymentMethod.findMany();
    const denied = { ok: false, message: ACCESS_DENIED_MESSAGE };
    for (const who of [null, customer]) {
      signInAs(who);
      expect(await savePaymentMethodAction(methodForm({ kind: "esewa", accountId: "1" }, await qrPng(ESEWA_PAYLOAD)))).toEqual(denied);
      expect(await removePaymentMethodAction({ kind: "khalti" })).toEqual(denied);
      await expect(getPaymentMethodsForm()).rejects.toThrow(ACCESS_DENIED_MESSAGE);
    }
    expect(await db.paymentMethod.findMany()).toEqual(before);
    signInAs(admin);
    expect(await removePaymentMethodAction({ kind: "khalti" })).toMatchObject({ ok: true });
    expect(await db.paymentMethod.count()).toBe(0);
  });
});

describe("saving a payment method", () => {
  it("without any QR uploaded, /payment-qr.svg invents nothing", async () => {
    signInAs(admin);
    expect(await savePaymentMethodAction(methodForm({ kind: "esewa", accountName: "Aarav Shrestha", accountId: "9801234567" }))).toMatchObject({ ok: true });
    const response = await paymentQrSvg();
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("<svg");
    const [esewa] = await getPaymentMethods();
    expect(esewa).toMatchObject({ kind: "esewa", qrPayload: null });
    expect(orderQrPayload(esewa, 100 * NPR)).toBeNull();
  });

  it("decodes an uploaded QR picture and stores its payload; /payment-qr.svg draws that payload", async () => {
    signInAs(admin);
    const result = await savePaymentMethodAction(
      methodForm({ kind: "esewa", accountName: "Aarav Shrestha", accountId: "9801234567" }, await qrPng(ESEWA_PAYLOAD)),
    );
    expect(result).toMatchObject({ ok: true, message: "eSewa payment details saved", data: { kind: "esewa", qrPayload: ESEWA_PAYLOAD } });
    expect(await db.paymentMethod.findUniqueOrThrow({ where: { kind: "esewa" } })).toMatchObject({
      accountName: "Aarav Shrestha",
      accountId: "9801234567",
      qrPayload: ESEWA_PAYLOAD,
    });
    const response = await paymentQrSvg();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(await decodeSvg(await response.text())).toBe(ESEWA_PAYLOAD);
    // Saving the details again without a new picture keeps the QR.
    await savePaymentMethodAction(methodForm({ kind: "esewa", accountName: "A. Shrestha", accountId: "9801234567" }));
    expect((await db.paymentMethod.findUniqueOrThrow({ where: { kind: "esewa" } })).qrPayload).toBe(ESEWA_PAYLOAD);
  });

  it("refuses a picture without a readable QR, a file too large and a non-image, changing nothing", async () => {
    signInAs(admin);
    const before = await db.paymentMethod.findMany({ orderBy: { kind: "asc" } });
    const blank = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#d8cfc0" } }).png().toBuffer();
    expect(await savePaymentMethodAction(methodForm({ kind: "esewa", accountId: "9801234567" }, new File([new Uint8Array(blank)], "blank.png")))).toEqual({
      ok: false,
      message: QR_MESSAGES.unreadable,
      fieldErrors: { qr: QR_MESSAGES.unreadable },
    });
    const huge = new File([new Uint8Array(3 * 1024 * 1024)], "huge.png");
    expect(await savePaymentMethodAction(methodForm({ kind: "khalti", accountId: "9807654321" }, huge))).toMatchObject({ ok: false, message: QR_MESSAGES.tooLarge });
    const svg = new File([await QRCode.toString(ESEWA_PAYLOAD, { type: "svg" })], "qr.svg");
    expect(await savePaymentMethodAction(methodForm({ kind: "khalti", accountId: "9807654321" }, svg))).toMatchObject({ ok: false, message: QR_MESSAGES.notAnImage });
    expect(await db.paymentMethod.findMany({ orderBy: { kind: "asc" } })).toEqual(before);
  });

  it("refuses an unknown kind, a bank without name or number, over-long fields and an empty method", async () => {
    signInAs(admin);
    const before = await db.paymentMethod.count();
    expect(await savePaymentMethodAction(methodForm({ kind: "paypal", accountId: "x" }))).toMatchObject({ ok: false, message: "Unknown payment method" });
    expect(await savePaymentMethodAction(methodForm({ kind: "bank", accountName: "Aarav" }))).toEqual({
      ok: false,
      message: "Enter the bank name and the account number",
      fieldErrors: { bankName: "Enter the bank name", accountId: "Enter the account number" },
    });
    expect(await savePaymentMethodAction(methodForm({ kind: "imepay", accountId: "9".repeat(61) }))).toMatchObject({
      ok: false,
      fieldErrors: { accountId: "Must be at most 60 characters" },
    });
    expect(await savePaymentMethodAction(methodForm({ kind: "imepay", accountId: "  " }))).toMatchObject({ ok: false, message: "Enter the account ID or upload the QR code" });
    expect(await db.paymentMethod.count()).toBe(before);
    expect(
      await savePaymentMethodAction(methodForm({ kind: "bank", bankName: "Nabil Bank", branch: "Patan", accountName: "Aarav Shrestha", accountId: "0101017500123" })),
    ).toMatchObject({ ok: true, message: "Bank transfer payment details saved" });
  });

  it("removes a QR on request; demo mode refuses every change", async () => {
    signInAs(admin);
    await savePaymentMethodAction(methodForm({ kind: "esewa", accountId: "9801234567", removeQr: "1" }));
    expect((await db.paymentMethod.findUniqueOrThrow({ where: { kind: "esewa" } })).qrPayload).toBeNull();
    await savePaymentMethodAction(methodForm({ kind: "esewa", accountId: "9801234567" }, await qrPng(ESEWA_PAYLOAD)));

    process.env.DEMO_MODE = "true";
    resetEnvForTests();
    try {
      const before = await db.paymentMethod.findMany({ orderBy: { kind: "asc" } });
      expect(await savePaymentMethodAction(methodForm({ kind: "khalti", accountId: "9807654321" }))).toEqual({ ok: false, message: DEMO_MESSAGES.updateSettings });
      expect(await removePaymentMethodAction({ kind: "esewa" })).toEqual({ ok: false, message: DEMO_MESSAGES.updateSettings });
      expect(await db.paymentMethod.findMany({ orderBy: { kind: "asc" } })).toEqual(before);
    } finally {
      delete process.env.DEMO_MODE;
      resetEnvForTests();
    }
  });
});

describe("the QR a customer pays with", () => {
  it("a merchant QR carries the exact amount of the order the server prices; personal codes stay as issued", async () => {
    signInAs(admin);
    expect(await savePaymentMethodAction(methodForm({ kind: "merchant_qr", accountName: "Aarav Shrestha Art" }, await qrPng(MERCHANT_PAYLOAD)))).toMatchObject({
      ok: true,
      data: { qrPayload: MERCHANT_PAYLOAD },
    });
    const methods = await getPaymentMethods();
    expect(methods.map((m) => m.kind)).toEqual(["esewa", "merchant_qr", "bank"]);
    const merchant = methods.find((m) => m.kind === "merchant_qr")!;
    expect(merchant.amountInQr).toBe(true);

    const placed = await placeOrder(orderInput({ lines: [artworkLine(shop.dawn)] }));
    if (!placed.ok) throw new Error(placed.message);
    // NPR 85,000 + shipping 1,500 + 13% tax 11,050 = NPR 97,550.
    expect(placed.totalPaisa).toBe(97_550 * NPR);
    const payload = orderQrPayload(merchant, placed.totalPaisa)!;
    const parsed = parseEmvco(payload);
    if (!parsed.ok) throw new Error(parsed.reason);
    const tags = Object.fromEntries(parsed.fields.map((f) => [f.tag, f.value]));
    expect(tags).toMatchObject({ "01": "12", "54": "97550", "53": "524", "59": "AARAV SHRESTHA ART" });
    expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));
    // The eSewa code is personal: shown exactly as uploaded.
    expect(orderQrPayload(methods[0], placed.totalPaisa)).toBe(ESEWA_PAYLOAD);
    // /payment-qr.svg shows the first method with a QR (eSewa), unchanged.
    expect(await decodeSvg(await (await paymentQrSvg()).text())).toBe(ESEWA_PAYLOAD);
  });
});

describe("the delivery address", () => {
  const noAddress = (lines: PlaceOrderInput["lines"], email: string) =>
    orderInput({ email, lines, customer: { name: "Hari Rai", email, phone: "9801234567", address: "", notes: "" } });

  it("is required for an artwork, and for a service with a shipping charge: named, nothing stored", async () => {
    const before = await db.order.count();
    const refusal = { ok: false, code: "invalid", message: CHECKOUT_MESSAGES.required, fieldErrors: { address: CHECKOUT_MESSAGES.addressRequired } };
    expect(await placeOrder(noAddress([artworkLine(shop.mandala)], "hari1@example.com"))).toMatchObject(refusal);
    // The commission fixture ships for NPR 300: known only once the service is read.
    const commission = commissionLine(shop.portrait, { category: "Single Person", size: "A4", withFrame: false });
    expect(await placeOrder(noAddress([commission], "hari2@example.com"))).toMatchObject(refusal);
    expect(await db.order.count()).toBe(before);
  });

  it("is optional when nothing is shipped", async () => {
    // A commission delivered without shipping (e.g. a digital portrait).
    await db.service.update({ where: { id: shop.portrait.id }, data: { shippingType: "free", shippingChargePaisa: 0 } });
    try {
      const commission = commissionLine(shop.portrait, { category: "Single Person", size: "A4", withFrame: false });
      const placed = await placeOrder(noAddress([commission], "hari3@example.com"));
      if (!placed.ok) throw new Error(placed.message);
      expect(placed.totalPaisa).toBe(2_500 * NPR);
    } finally {
      await db.service.update({ where: { id: shop.portrait.id }, data: { shippingType: "fixed", shippingChargePaisa: 300 * NPR } });
    }
  });

});

describe("the migration that created payment_methods", () => {
  it("copies the legacy wallet IDs and bank account from settings.payment_details, without QR codes", async () => {
    const file = path.join(process.cwd(), "prisma", "migrations", "20261123044829_payment_methods", "migration.sql");
    const sql = fs.readFileSync(file, "utf8");
    const copy = sql.slice(sql.indexOf("-- Copy the wallet IDs"));
    const statements = copy
      .split(/;\s*\n/)
      .map((s) => s.replace(/^--.*$/gm, "").trim())
      .filter(Boolean);
    expect(statements).toHaveLength(2);
    await db.paymentMethod.deleteMany();
    await db.settings.update({
      where: { id: 1 },
      data: {
        paymentDetails: {
          esewa: " 9801234567 ",
          khalti: "",
          imepay: 42,
          bank: { name: "Nabil Bank", accountName: "Aarav Shrestha", accountNumber: "0101017500123", branch: "Patan" },
        },
      },
    });
    for (const statement of statements) await db.$executeRawUnsafe(statement);
    const rows = await db.paymentMethod.findMany({ orderBy: { kind: "asc" }, select: { kind: true, accountId: true, accountName: true, bankName: true, branch: true, qrPayload: true } });
    expect(rows).toEqual([
      { kind: "esewa", accountId: "9801234567", accountName: "", bankName: "", branch: "", qrPayload: null },
      { kind: "bank", accountId: "0101017500123", accountName: "Aarav Shrestha", bankName: "Nabil Bank", branch: "Patan", qrPayload: null },
    ]);
  });
});
