/**
 * A receipt for an order, as a PDF drawn from its ledger (@react-pdf/renderer): the shop's name,
 * address and PAN/VAT number (Settings), the buyer, the lines, shipping and tax, every payment and
 * refund with its method, reference and date, what is paid and what is due. The same file for the
 * buyer (by the order's token) and the back office.
 */
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { db } from "@/lib/db";
import { deriveMoney, LEDGER_METHOD_WORDS } from "@/lib/domain/ledger";
import { customerNameOf } from "@/lib/domain/customer-name";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import { formatNpr } from "@/lib/money";

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

/** Money as the receipt prints it (the standard PDF fonts have no Devanagari and no minus sign). */
const npr = (paisa: bigint | number) => formatNpr(Number(paisa)).replace(/\u2212/g, "-");
const day = (date: Date) => new Intl.DateTimeFormat("en-NP", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kathmandu" }).format(date);

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
  entries: { kind: "payment" | "refund"; method: string; amountPaisa: bigint; reference: string | null; reason: string | null; at: Date }[];
  paidPaisa: bigint;
  refundedPaisa: bigint;
  duePaisa: bigint;
  refundDuePaisa: bigint;
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
    entries: order.ledger.map((r) => ({ kind: r.kind, method: LEDGER_METHOD_WORDS[r.method], amountPaisa: r.amountPaisa, reference: r.reference, reason: r.reason, at: r.createdAt })),
    paidPaisa: money.paidPaisa,
    refundedPaisa: money.refundedPaisa,
    duePaisa: money.duePaisa,
    refundDuePaisa: money.refundDuePaisa,
  };
}

function Receipt({ data }: { data: ReceiptData }) {
  return (
    <Document title={`Receipt ${data.orderNumber}`} author={data.shop.name}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.shop}>{data.shop.name}</Text>
            {data.shop.address ? <Text style={styles.muted}>{data.shop.address}</Text> : null}
            <Text style={styles.muted}>{[data.shop.email, data.shop.phone].filter(Boolean).join(" · ")}</Text>
            {data.shop.taxNumber ? <Text>PAN/VAT No. {data.shop.taxNumber}</Text> : null}
          </View>
          <View style={{ alignItems: "flex-end" }}>
            <Text style={styles.title}>Receipt</Text>
            <Text>Order {data.orderNumber}</Text>
            <Text style={styles.muted}>Placed {day(data.placedAt)}</Text>
            {data.status === "cancelled" ? <Text style={styles.bold}>Cancelled</Text> : null}
          </View>
        </View>

        <View>
          <Text style={styles.bold}>Billed to</Text>
          <Text>{data.buyer.name}</Text>
          {data.buyer.email ? <Text style={styles.muted}>{data.buyer.email}</Text> : null}
          {data.buyer.phone ? <Text style={styles.muted}>{data.buyer.phone}</Text> : null}
        </View>

        <View style={styles.section}>
          <View style={[styles.row, styles.bold]}>
            <Text style={styles.cellWide}>Item</Text>
            <Text style={styles.cell}>Unit price</Text>
            <Text style={styles.cell}>Amount</Text>
          </View>
          {data.lines.map((line, i) => (
            <View key={i} style={styles.row}>
              <Text style={styles.cellWide}>
                {line.title} x {line.quantity}
              </Text>
              <Text style={styles.cell}>{npr(line.unitPaisa)}</Text>
              <Text style={styles.cell}>{npr(line.totalPaisa)}</Text>
            </View>
          ))}
          <View style={styles.total}>
            <Text>Subtotal</Text>
            <Text>{npr(data.subtotalPaisa)}</Text>
          </View>
          <View style={styles.total}>
            <Text>Shipping</Text>
            <Text>{npr(data.shippingPaisa)}</Text>
          </View>
          <View style={styles.total}>
            <Text>Tax</Text>
            <Text>{npr(data.taxPaisa)}</Text>
          </View>
          <View style={[styles.total, styles.bold]}>
            <Text>Total</Text>
            <Text>{npr(data.totalPaisa)}</Text>
          </View>
        </View>

        <View style={styles.section}>
          <Text style={styles.bold}>Payments and refunds</Text>
          {data.entries.length === 0 ? <Text style={styles.muted}>No payment recorded yet.</Text> : null}
          {data.entries.map((e, i) => (
            <View key={i} style={styles.row}>
              <Text style={styles.cellWide}>
                {day(e.at)} · {e.kind === "payment" ? "Payment" : "Refund"} by {e.method}
                {e.reference ? `, ref ${e.reference}` : ""}
                {e.kind === "refund" && e.reason ? ` (${e.reason})` : ""}
              </Text>
              <Text style={styles.cell}>{e.kind === "refund" ? `-${npr(e.amountPaisa)}` : npr(e.amountPaisa)}</Text>
            </View>
          ))}
          <View style={styles.total}>
            <Text>Paid</Text>
            <Text>{npr(data.paidPaisa)}</Text>
          </View>
          {data.refundedPaisa > BigInt(0) ? (
            <View style={styles.total}>
              <Text>Refunded</Text>
              <Text>-{npr(data.refundedPaisa)}</Text>
            </View>
          ) : null}
          <View style={[styles.total, styles.bold]}>
            <Text>{data.refundDuePaisa > BigInt(0) ? "To be refunded" : "Balance due"}</Text>
            <Text>{npr(data.refundDuePaisa > BigInt(0) ? data.refundDuePaisa : data.duePaisa)}</Text>
          </View>
        </View>

        <Text style={[styles.muted, { marginTop: 24 }]}>Thank you for supporting original art. Questions: {data.shop.email}</Text>
      </Page>
    </Document>
  );
}

export async function renderReceipt(data: ReceiptData): Promise<Buffer> {
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
