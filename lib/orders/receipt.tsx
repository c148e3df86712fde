/**
 * A receipt for an order, as a PDF drawn from its ledger (@react-pdf/renderer): the shop's name,
 * address and PAN/VAT number (Settings), the buyer, the lines, shipping and tax, every payment and
 * refund with its method, reference and date, what is paid and what is due. The same file for the
 * buyer (by the order's token) and the back office.
 */
import path from "node:path";
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { db } from "@/lib/db";
import { deriveMoney, LEDGER_METHOD_WORDS } from "@/lib/domain/ledger";
import { customerNameOf } from "@/lib/domain/customer-name";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import { formatNpr } from "@/lib/money";
import { formatOrderDate, formatPrice, toDevanagariDigits, type Digits } from "@/lib/i18n/format";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { NE_EMAIL, fill } from "@/emails/ne/strings";

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: "Helvetica", color: "#1c1917" },
  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 20 },
  shop: { fontSize: 16, fontFamily: "Helvetica-Bold" },
  muted: { color: "#57534e" },
  title: { fontSize: 13, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  section: { marginTop: 16 },
  row: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: "#d6d3d1" },
  cellWide: { flexGrow: 1, flexShrink: 1, paddingRight: 8 },
  cell: { width: 90, textAlign: "right" },
  total: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3 },
  bold: { fontFamily: "Helvetica-Bold" },
});

/**
 * A Nepali receipt is set in Noto Sans Devanagari (@fontsource/noto-sans-devanagari, OFL): its
 * Latin file for the Latin text (order numbers, names, titles) and its Devanagari file for the
 * rest, chosen per character; the standard PDF fonts have no Devanagari. Registered once, on the
 * first Nepali receipt.
 */
const NEPALI_FONTS = ["ReceiptLatin", "ReceiptDevanagari"];
let nepaliFontsRegistered = false;

function registerNepaliFonts(): void {
  if (nepaliFontsRegistered) return;
  const file = (subset: string, weight: number) =>
    path.join(process.cwd(), "node_modules", "@fontsource", "noto-sans-devanagari", "files", `noto-sans-devanagari-${subset}-${weight}-normal.woff`);
  for (const [family, subset] of [
    ["ReceiptLatin", "latin"],
    ["ReceiptDevanagari", "devanagari"],
  ]) {
    Font.register({ family, fonts: [{ src: file(subset, 400), fontWeight: 400 }, { src: file(subset, 700), fontWeight: 700 }] });
  }
  nepaliFontsRegistered = true;
}

/** The receipt's words, numbers and dates in the order's language. */
interface ReceiptWords {
  locale: Locale;
  money: (paisa: bigint | number) => string;
  day: (date: Date) => string;
  t: typeof ENGLISH_WORDS;
  method: (method: string, raw: string) => string;
}

const ENGLISH_WORDS = {
  title: "Receipt",
  order: "Order {orderId}",
  placed: "Placed {date}",
  cancelled: "Cancelled",
  taxNumber: "PAN/VAT No. {number}",
  billedTo: "Billed to",
  item: "Item",
  unitPrice: "Unit price",
  amount: "Amount",
  subtotal: "Subtotal",
  shipping: "Shipping",
  tax: "Tax",
  total: "Total",
  entries: "Payments and refunds",
  noPayment: "No payment recorded yet.",
  payment: "Payment by {method}",
  refund: "Refund by {method}",
  ref: "ref {reference}",
  paid: "Paid",
  refunded: "Refunded",
  toRefund: "To be refunded",
  due: "Balance due",
  thanks: "Thank you for supporting original art. Questions: {email}",
};

/** Money as the receipt prints it (the standard PDF fonts have no minus sign). */
const npr = (paisa: bigint | number) => formatNpr(Number(paisa)).replace(/\u2212/g, "-");
const day = (date: Date) => new Intl.DateTimeFormat("en-NP", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kathmandu" }).format(date);

function receiptWords(locale: Locale, digits: Digits): ReceiptWords {
  if (locale !== "ne") return { locale, money: npr, day, t: ENGLISH_WORDS, method: (words) => words };
  const methods: Record<string, string> = NE_EMAIL.receiptPdf.methods;
  return {
    locale,
    money: (paisa) => formatPrice(Number(paisa), "ne", { digits }).replace(/\u2212/g, "-"),
    // Bikram Sambat with the AD date beside it: "२०८३ मंसिर ११, १४:३० (27 Nov 2026)".
    day: (date) => formatOrderDate(date, "ne", { digits, time: true }),
    t: NE_EMAIL.receiptPdf,
    method: (words, raw) => methods[raw] ?? words,
  };
}

export interface ReceiptData {
  shop: { name: string; address: string; email: string; phone: string; taxNumber: string };
  orderNumber: string;
  placedAt: Date;
  status: string;
  buyer: { name: string; email: string; phone: string };
  lines: { title: string; quantity: number; unitPaisa: bigint; totalPaisa: bigint }[];
  subtotalPaisa: bigint;
  shippingPaisa: bigint;
  taxPaisa: bigint;
  totalPaisa: bigint;
  entries: { kind: "payment" | "refund"; method: string; methodKey: string; amountPaisa: bigint; reference: string | null; reason: string | null; at: Date }[];
  paidPaisa: bigint;
  refundedPaisa: bigint;
  duePaisa: bigint;
  refundDuePaisa: bigint;
  /** The language the order was placed in: the receipt is printed in it. */
  locale: Locale;
  /** The digits of Nepali numbers (Settings). */
  digits: Digits;
}

export async function receiptData(where: { id: string } | { accessToken: string }): Promise<ReceiptData | null> {
  const order = await db.order.findUnique({
    where,
    include: { lines: { orderBy: { position: "asc" } }, ledger: { where: { voidedAt: null }, orderBy: { createdAt: "asc" } } },
  });
  if (!order) return null;
  const settings = await db.settings.findUnique({ where: { id: 1 } });
  const money = deriveMoney({
    totalPaisa: order.totalPaisa,
    cancelled: order.status === "cancelled",
    rows: order.ledger,
    submittedAt: order.paymentSubmittedAt,
    rejectedAt: order.claimRejectedAt,
  });
  const info = (order.customerInfo ?? {}) as { phone?: unknown };
  return {
    shop: {
      name: settings?.siteName ?? DEFAULT_SETTINGS.siteName,
      address: settings?.contactAddress ?? DEFAULT_SETTINGS.contactAddress,
      email: settings?.supportEmail || settings?.contactEmail || DEFAULT_SETTINGS.supportEmail,
      phone: settings?.contactPhone ?? "",
      taxNumber: settings?.taxNumber ?? "",
    },
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    status: order.status,
    buyer: { name: customerNameOf(order.customerInfo, order.customerEmail), email: order.customerEmail, phone: typeof info.phone === "string" ? info.phone : "" },
    lines: order.lines.map((l) => ({ title: l.title, quantity: l.quantity, unitPaisa: l.unitPricePaisa, totalPaisa: l.unitPricePaisa * BigInt(l.quantity) })),
    subtotalPaisa: order.subtotalPaisa,
    shippingPaisa: order.shippingPaisa,
    taxPaisa: order.taxPaisa,
    totalPaisa: order.totalPaisa,
    entries: order.ledger.map((r) => ({ kind: r.kind, method: LEDGER_METHOD_WORDS[r.method], methodKey: r.method, amountPaisa: r.amountPaisa, reference: r.reference, reason: r.reason, at: r.createdAt })),
    paidPaisa: money.paidPaisa,
    refundedPaisa: money.refundedPaisa,
    duePaisa: money.duePaisa,
    refundDuePaisa: money.refundDuePaisa,
    locale: isLocale(order.locale) ? order.locale : "en",
    digits: settings?.nepaliNumerals === "latin" ? "latin" : "devanagari",
  };
}

function Receipt({ data }: { data: ReceiptData }) {
  const { money, day, t, method, locale } = receiptWords(data.locale, data.digits);
  const page = locale === "ne" ? { ...styles.page, fontFamily: NEPALI_FONTS, lineHeight: 1.5 } : styles.page;
  const bold = locale === "ne" ? { fontWeight: 700 as const } : styles.bold;
  const titleStyle = locale === "ne" ? { ...styles.title, fontFamily: NEPALI_FONTS, fontWeight: 700 as const } : styles.title;
  const shopStyle = locale === "ne" ? { ...styles.shop, fontFamily: NEPALI_FONTS, fontWeight: 700 as const, marginBottom: 4 } : styles.shop;
  return (
    <Document title={`${t.title} ${data.orderNumber}`} author={data.shop.name} language={locale === "ne" ? "ne-NP" : "en"}>
      <Page size="A4" style={page}>
        <View style={styles.header}>
          <View>
            <Text style={shopStyle}>{data.shop.name}</Text>
            {data.shop.address ? <Text style={styles.muted}>{data.shop.address}</Text> : null}
            <Text style={styles.muted}>{[data.shop.email, data.shop.phone].filter(Boolean).join(" · ")}</Text>
            {data.shop.taxNumber ? <Text>{fill(t.taxNumber, { number: data.shop.taxNumber })}</Text> : null}
          </View>
          <View style={{ alignItems: "flex-end" }}>
            <Text style={titleStyle}>{t.title}</Text>
            <Text>{fill(t.order, { orderId: data.orderNumber })}</Text>
            <Text style={styles.muted}>{fill(t.placed, { date: day(data.placedAt) })}</Text>
            {data.status === "cancelled" ? <Text style={bold}>{t.cancelled}</Text> : null}
          </View>
        </View>

        <View>
          <Text style={bold}>{t.billedTo}</Text>
          <Text>{data.buyer.name}</Text>
          {data.buyer.email ? <Text style={styles.muted}>{data.buyer.email}</Text> : null}
          {data.buyer.phone ? <Text style={styles.muted}>{data.buyer.phone}</Text> : null}
        </View>

        <View style={styles.section}>
          <View style={[styles.row, bold]}>
            <Text style={styles.cellWide}>{t.item}</Text>
            <Text style={styles.cell}>{t.unitPrice}</Text>
            <Text style={styles.cell}>{t.amount}</Text>
          </View>
          {data.lines.map((line, i) => (
            <View key={i} style={styles.row}>
              <Text style={styles.cellWide}>
                {line.title} x {locale === "ne" && data.digits === "devanagari" ? toDevanagariDigits(String(line.quantity)) : line.quantity}
              </Text>
              <Text style={styles.cell}>{money(line.unitPaisa)}</Text>
              <Text style={styles.cell}>{money(line.totalPaisa)}</Text>
            </View>
          ))}
          <View style={styles.total}>
            <Text>{t.subtotal}</Text>
            <Text>{money(data.subtotalPaisa)}</Text>
          </View>
          <View style={styles.total}>
            <Text>{t.shipping}</Text>
            <Text>{money(data.shippingPaisa)}</Text>
          </View>
          <View style={styles.total}>
            <Text>{t.tax}</Text>
            <Text>{money(data.taxPaisa)}</Text>
          </View>
          <View style={[styles.total, bold]}>
            <Text>{t.total}</Text>
            <Text>{money(data.totalPaisa)}</Text>
          </View>
        </View>

        <View style={styles.section}>
          <Text style={bold}>{t.entries}</Text>
          {data.entries.length === 0 ? <Text style={styles.muted}>{t.noPayment}</Text> : null}
          {data.entries.map((e, i) => (
            <View key={i} style={styles.row}>
              <Text style={styles.cellWide}>
                {day(e.at)} · {fill(e.kind === "payment" ? t.payment : t.refund, { method: method(e.method, e.methodKey) })}
                {e.reference ? `, ${fill(t.ref, { reference: e.reference })}` : ""}
                {e.kind === "refund" && e.reason ? ` (${e.reason})` : ""}
              </Text>
              <Text style={styles.cell}>{e.kind === "refund" ? `-${money(e.amountPaisa)}` : money(e.amountPaisa)}</Text>
            </View>
          ))}
          <View style={styles.total}>
            <Text>{t.paid}</Text>
            <Text>{money(data.paidPaisa)}</Text>
          </View>
          {data.refundedPaisa > BigInt(0) ? (
            <View style={styles.total}>
              <Text>{t.refunded}</Text>
              <Text>-{money(data.refundedPaisa)}</Text>
            </View>
          ) : null}
          <View style={[styles.total, bold]}>
            <Text>{data.refundDuePaisa > BigInt(0) ? t.toRefund : t.due}</Text>
            <Text>{money(data.refundDuePaisa > BigInt(0) ? data.refundDuePaisa : data.duePaisa)}</Text>
          </View>
        </View>

        <Text style={[styles.muted, { marginTop: 24 }]}>{fill(t.thanks, { email: data.shop.email })}</Text>
      </Page>
    </Document>
  );
}

export async function renderReceipt(data: ReceiptData): Promise<Buffer> {
  if (data.locale === "ne") registerNepaliFonts();
  return renderToBuffer(<Receipt data={data} />);
}

/** The PDF response: inline, never cached by a shared cache (it names the buyer). */
export function receiptResponse(pdf: Buffer, orderNumber: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="receipt-${orderNumber}.pdf"`,
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    },
  });
}
