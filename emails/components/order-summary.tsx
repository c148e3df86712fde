import { Column, Row, Section, Text } from "@react-email/components";
import type { EmailOrderItem } from "@/lib/email/types";
import { formatPrice, type Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { colors, styles } from "./theme";
import { COD_FEE_LINE_TITLE } from "@/lib/domain/cash-on-delivery";

export interface OrderSummaryProps {
  orderNumber: string;
  items: EmailOrderItem[];
  /** Paisa. */
  total: number;
  subtotal?: number;
  tax?: number;
  shipping?: number;
  /** The reader's language (default English) and, in Nepali, the digits. */
  locale?: Locale;
  digits?: Digits;
}

const LABELS = {
  en: { orderNumber: "Order number", delivery: "Delivery:", subtotal: "Subtotal", shipping: "Shipping", tax: "Tax", total: "Total", codFeeLine: COD_FEE_LINE_TITLE },
  ne: { orderNumber: "अर्डर नम्बर", delivery: "डेलिभरी:", subtotal: "उप-जम्मा", shipping: "ढुवानी", tax: "कर", total: "जम्मा", codFeeLine: "डेलिभरीमा भुक्तानी शुल्क" },
} as const;

const cell = { ...styles.text, margin: "6px 0" };
const right = { ...cell, paddingLeft: "16px", textAlign: "right" as const, whiteSpace: "nowrap" as const, width: "120px" };
const totalRow = { ...right, fontWeight: 700 };

const detail = { ...styles.muted, margin: "0 0 6px", fontSize: "13px" };

/**
 * Order number, one line per item (title x quantity, line amount; under it the variant bought
 * and its own delivery promise when the payload has them) and the NPR total.
 */
export function OrderSummary({ orderNumber, items, total, subtotal, tax, shipping, locale = "en", digits }: OrderSummaryProps) {
  const words = LABELS[locale];
  const formatNpr = (paisa: number) => formatPrice(paisa, locale, { digits });
  return (
    <Section style={{ border: `1px solid ${colors.line}`, borderRadius: "6px", padding: "8px 16px", margin: "16px 0" }}>
      <Text style={styles.label}>{words.orderNumber}</Text>
      <Text style={{ ...styles.text, fontWeight: 700, margin: "0 0 8px" }}>{orderNumber}</Text>
      {items.map((item, i) => (
        <Row key={i}>
          <Column style={cell}>
            {item.title === COD_FEE_LINE_TITLE ? words.codFeeLine : item.title} × {item.quantity}
            {item.variant ? <Text style={detail}>{item.variant}</Text> : null}
            {item.delivery ? (
              <Text style={detail}>
                {`${words.delivery} `}
                {item.delivery}
              </Text>
            ) : null}
          </Column>
          <Column style={right}>{formatNpr(item.price * item.quantity)}</Column>
        </Row>
      ))}
      {subtotal !== undefined ? (
        <Row>
          <Column style={cell}>{words.subtotal}</Column>
          <Column style={right}>{formatNpr(subtotal)}</Column>
        </Row>
      ) : null}
      {shipping !== undefined ? (
        <Row>
          <Column style={cell}>{words.shipping}</Column>
          <Column style={right}>{formatNpr(shipping)}</Column>
        </Row>
      ) : null}
      {tax !== undefined ? (
        <Row>
          <Column style={cell}>{words.tax}</Column>
          <Column style={right}>{formatNpr(tax)}</Column>
        </Row>
      ) : null}
      <Row>
        <Column style={{ ...cell, fontWeight: 700 }}>{words.total}</Column>
        <Column style={totalRow}>{formatNpr(total)}</Column>
      </Row>
    </Section>
  );
}
