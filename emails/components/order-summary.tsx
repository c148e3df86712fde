import { Column, Row, Section, Text } from "@react-email/components";
import { formatNpr } from "@/lib/money";
import type { EmailOrderItem } from "@/lib/email/types";
import { colors, styles } from "./theme";

export interface OrderSummaryProps {
  orderNumber: string;
  items: EmailOrderItem[];
  /** Paisa. */
  total: number;
  subtotal?: number;
  tax?: number;
  shipping?: number;
}

const cell = { ...styles.text, margin: "6px 0" };
const right = { ...cell, paddingLeft: "16px", textAlign: "right" as const, whiteSpace: "nowrap" as const, width: "120px" };
const totalRow = { ...right, fontWeight: 700 };

const detail = { ...styles.muted, margin: "0 0 6px", fontSize: "13px" };

/**
 * Order number, one line per item (title x quantity, line amount; under it the variant bought
 * and its own delivery promise when the payload has them) and the NPR total.
 */
export function OrderSummary({ orderNumber, items, total, subtotal, tax, shipping }: OrderSummaryProps) {
  return (
    <Section style={{ border: `1px solid ${colors.line}`, borderRadius: "6px", padding: "8px 16px", margin: "16px 0" }}>
      <Text style={styles.label}>Order number</Text>
      <Text style={{ ...styles.text, fontWeight: 700, margin: "0 0 8px" }}>{orderNumber}</Text>
      {items.map((item, i) => (
        <Row key={i}>
          <Column style={cell}>
            {item.title} × {item.quantity}
            {item.variant ? <Text style={detail}>{item.variant}</Text> : null}
            {item.delivery ? <Text style={detail}>Delivery: {item.delivery}</Text> : null}
          </Column>
          <Column style={right}>{formatNpr(item.price * item.quantity)}</Column>
        </Row>
      ))}
      {subtotal !== undefined ? (
        <Row>
          <Column style={cell}>Subtotal</Column>
          <Column style={right}>{formatNpr(subtotal)}</Column>
        </Row>
      ) : null}
      {shipping !== undefined ? (
        <Row>
          <Column style={cell}>Shipping</Column>
          <Column style={right}>{formatNpr(shipping)}</Column>
        </Row>
      ) : null}
      {tax !== undefined ? (
        <Row>
          <Column style={cell}>Tax</Column>
          <Column style={right}>{formatNpr(tax)}</Column>
        </Row>
      ) : null}
      <Row>
        <Column style={{ ...cell, fontWeight: 700 }}>Total</Column>
        <Column style={totalRow}>{formatNpr(total)}</Column>
      </Row>
    </Section>
  );
}
