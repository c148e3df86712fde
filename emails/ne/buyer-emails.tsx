/**
 * The buyer's emails about an order, in Nepali (orders placed on a Nepali page). Same content
 * and links as the English templates; text from emails/ne/strings.ts, amounts in रू with the
 * digits chosen in Settings, dates in Bikram Sambat with the AD date beside them.
 */
import { Button, Section, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { formatOrderDate, formatPrice } from "@/lib/i18n/format";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import { digitsOf, NepaliEmail, number, ReasonNe } from "./frame";
import { OrderSummary } from "../components/order-summary";
import { styles } from "../components/theme";
import { NE_EMAIL as T, fill } from "./strings";
import { CommissionTermsNe } from "./commission-emails";

type Payload<K extends keyof ParsedEmailPayloads> = ParsedEmailPayloads[K];


export const nepaliSubjects = {
  order_confirmation: (p: Payload<"order_confirmation">, site: EmailSite) =>
    fill(T.orderConfirmation.subject, {
      orderId: p.orderId,
      siteName: site.siteName,
    }),
  payment_link: (p: Payload<"payment_link">, site: EmailSite) =>
    fill(p.plan === "prepaid" ? T.paymentLink.subject : T.paymentLink.placedSubject, {
      orderId: p.orderId,
      siteName: site.siteName,
    }),
  payment_approved: (p: Payload<"payment_approved">) =>
    fill(T.paymentApproved.subject, { orderId: p.orderId }),
  payment_rejected: (p: Payload<"payment_rejected">) =>
    fill(T.paymentRejected.subject, { orderId: p.orderId }),
  order_shipped: (p: Payload<"order_shipped">) =>
    fill(T.orderShipped.subject, { orderId: p.orderId }),
  payment_update: (p: Payload<"payment_update">) =>
    fill(T.paymentUpdate.subject[p.kind], { orderId: p.orderId }),
};

export function OrderConfirmationEmailNe({
  payload,
  site,
}: {
  payload: Payload<"order_confirmation">;
  site: EmailSite;
}) {
  const digits = digitsOf(site);
  const t = T.orderConfirmation;
  return (
    <NepaliEmail
      site={site}
      preview={fill(t.preview, { orderId: payload.orderId })}
      heading={t.heading}
      name={payload.userName}
      lead={payload.screenshotUploaded === false
          ? t.screenshotMissing
          : fill(t.received, {
              hours: number(
                site.paymentCheckHours ?? DEFAULT_SETTINGS.paymentCheckHours,
                digits,
              ),
            })}
      orderDate={payload.orderDate}
    >
      <OrderSummary
        orderNumber={payload.orderId}
        items={payload.orderItems}
        total={payload.totalAmount}
        subtotal={payload.subtotalAmount}
        shipping={payload.shippingAmount}
        tax={payload.taxAmount}
        locale="ne"
        digits={digits}
      />
      {payload.commission ? <CommissionTermsNe commission={payload.commission} site={site} /> : null}
      <Text style={styles.label}>{t.next}</Text>
      {t.steps.map((step) => (
        <Text key={step} style={styles.muted}>
          {digits === "latin"
            ? step.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966))
            : step}
        </Text>
      ))}
      {payload.orderUrl ? (
        <Section style={{ margin: "24px 0 8px" }}>
          <Button href={payload.orderUrl} style={styles.button}>
            {t.view}
          </Button>
        </Section>
      ) : null}
      <Text style={styles.text}>
        {fill(t.questions, { email: site.contactEmail })}
      </Text>
    </NepaliEmail>
  );
}

/** Paid on delivery (with or without a deposit first), or shipping on quote: what is paid now, what in cash, and when. */
function PlacedEmailNe({ payload, site }: { payload: Payload<"payment_link">; site: EmailSite }) {
  const digits = digitsOf(site);
  const t = T.paymentLink;
  const price = (paisa: number) => formatPrice(paisa, "ne", { digits });
  const deposit = payload.plan === "cod" && payload.depositAmount ? payload.depositAmount : 0;
  const phone = payload.phone ?? "";
  const plan =
    payload.plan === "quote"
      ? fill(t.quote, { total: price(payload.totalAmount) })
      : deposit > 0
        ? fill(t.codDeposit, { deposit: price(deposit), cash: price(Math.max(0, payload.totalAmount - deposit)), phone })
        : fill(t.cod, { total: price(payload.totalAmount), phone });
  return (
    <NepaliEmail
      site={site}
      preview={fill(t.placedSubject, { orderId: payload.orderId, siteName: site.siteName })}
      heading={t.placedHeading}
      name={payload.userName}
      lead={`${fill(t.placedIntro, { orderId: payload.orderId })} ${plan}`}
      orderDate={payload.orderDate}
    >
      <OrderSummary orderNumber={payload.orderId} items={payload.orderItems} total={payload.totalAmount} locale="ne" digits={digits} />
      <Section style={{ margin: "24px 0 8px" }}>
        <Button href={payload.paymentUrl} style={styles.button}>
          {deposit > 0 ? t.payDeposit : t.seeOrder}
        </Button>
      </Section>
      <Text style={styles.muted}>{t.personal}</Text>
    </NepaliEmail>
  );
}

export function PaymentLinkEmailNe({
  payload,
  site,
}: {
  payload: Payload<"payment_link">;
  site: EmailSite;
}) {
  const digits = digitsOf(site);
  const t = T.paymentLink;
  if (payload.plan !== "prepaid") return <PlacedEmailNe payload={payload} site={site} />;
  return (
    <NepaliEmail
      site={site}
      preview={fill(t.preview, { orderId: payload.orderId })}
      heading={t.heading}
      name={payload.userName}
      lead={fill(t.placed, { orderId: payload.orderId })}
      orderDate={payload.orderDate}
    >
      {payload.holdsOriginals ? (
        <Text style={styles.text}>
          {fill(t.held, {
            payBy: formatOrderDate(new Date(payload.payBy), "ne", {
              digits,
              time: true,
            }),
          })}
        </Text>
      ) : null}
      <OrderSummary
        orderNumber={payload.orderId}
        items={payload.orderItems}
        total={payload.totalAmount}
        locale="ne"
        digits={digits}
      />
      <Section style={{ margin: "24px 0 8px" }}>
        <Button href={payload.paymentUrl} style={styles.button}>
          {t.button}
        </Button>
      </Section>
      <Text style={styles.muted}>{t.personal}</Text>
    </NepaliEmail>
  );
}

export function PaymentApprovedEmailNe({
  payload,
  site,
}: {
  payload: Payload<"payment_approved">;
  site: EmailSite;
}) {
  const digits = digitsOf(site);
  const t = T.paymentApproved;
  const items = payload.orderItems ?? payload.items ?? [];
  const perLine = items.length > 0 && items.every((item) => item.delivery);
  const deliveries = new Set(items.map((item) => item.delivery));
  const shared = perLine
    ? deliveries.size === 1
      ? [...deliveries][0]
      : null
    : payload.estimatedDelivery;
  return (
    <NepaliEmail
      site={site}
      preview={fill(t.preview, { orderId: payload.orderId })}
      heading={t.heading}
      name={payload.userName}
      lead={fill(
          payload.paidWith && /online/i.test(payload.paidWith)
            ? t.receivedOnline
            : t.verified,
          { orderId: payload.orderId },
        )}
      orderDate={payload.orderDate}
    >
      {payload.paidWith ? (
        <>
          <Text style={styles.label}>{t.payment}</Text>
          <Text style={{ ...styles.text, margin: "0 0 16px" }}>
            {payload.paidWith}
          </Text>
        </>
      ) : null}
      {shared ? (
        <>
          <Text style={styles.label}>{t.estimatedDelivery}</Text>
          <Text style={{ ...styles.text, fontWeight: 700, margin: "0" }}>
            {shared}
          </Text>
        </>
      ) : (
        <Text style={styles.text}>{t.perLine}</Text>
      )}
      {items.length && payload.totalAmount !== undefined ? (
        <OrderSummary
          orderNumber={payload.orderId}
          items={
            shared && perLine
              ? items.map((item) => ({ ...item, delivery: null }))
              : items
          }
          total={payload.totalAmount}
          locale="ne"
          digits={digits}
        />
      ) : null}
      {payload.orderUrl ? (
        <Text style={styles.text}>
          {`${T.orderPage} `}
          <a href={payload.orderUrl}>{payload.orderUrl}</a>
        </Text>
      ) : null}
      {payload.receiptUrl ? (
        <Text style={styles.text}>
          {`${T.receipt} `}
          <a href={payload.receiptUrl}>{payload.receiptUrl}</a>
        </Text>
      ) : null}
      <Text style={styles.text}>
        {fill(t.thanks, { email: site.contactEmail })}
      </Text>
    </NepaliEmail>
  );
}

export function PaymentRejectedEmailNe({
  payload,
  site,
}: {
  payload: Payload<"payment_rejected">;
  site: EmailSite;
}) {
  const t = T.paymentRejected;
  return (
    <NepaliEmail
      site={site}
      preview={fill(t.preview, { orderId: payload.orderId })}
      heading={t.heading}
      name={payload.userName}
      lead={fill(t.body, { orderId: payload.orderId })}
      orderDate={payload.orderDate}
    >
      <ReasonNe reason={payload.reason} />
      <Text style={styles.muted}>
        {fill(t.mistake, { email: site.contactEmail })}
      </Text>
    </NepaliEmail>
  );
}

export function OrderShippedEmailNe({
  payload,
  site,
}: {
  payload: Payload<"order_shipped">;
  site: EmailSite;
}) {
  const t = T.orderShipped;
  return (
    <NepaliEmail
      site={site}
      preview={fill(t.preview, {
        orderId: payload.orderId,
        courier: payload.courier,
      })}
      heading={t.heading}
      name={payload.userName}
      lead={fill(t.handed, { orderId: payload.orderId, courier: payload.courier })}
      orderDate={payload.orderDate}
    >
      {payload.trackingNumber ? (
        <>
          <Text style={styles.label}>{t.tracking}</Text>
          <Text style={{ ...styles.text, fontWeight: 700, margin: "0" }}>
            {payload.trackingNumber}
          </Text>
        </>
      ) : null}
      {payload.orderItems?.length ? (
        <>
          <Text style={styles.label}>{t.inParcel}</Text>
          {payload.orderItems.map((item, i) => (
            <Text key={i} style={{ ...styles.text, margin: "0" }}>
              {`${item.title}${item.variant ? ` (${item.variant})` : ""} × ${number(item.quantity, digitsOf(site))}`}
            </Text>
          ))}
        </>
      ) : null}
      {payload.trackingUrl ? (
        <Button href={payload.trackingUrl} style={styles.button}>
          {t.track}
        </Button>
      ) : null}
      <Text style={styles.muted}>
        {fill(t.change, { email: site.contactEmail })}
      </Text>
    </NepaliEmail>
  );
}

export function PaymentUpdateEmailNe({
  payload: p,
  site,
}: {
  payload: Payload<"payment_update">;
  site: EmailSite;
}) {
  const digits = digitsOf(site);
  const t = T.paymentUpdate;
  const money = (paisa: number) => formatPrice(paisa, "ne", { digits });
  const amount = money(p.amount);
  const viaParts = [
    p.method ? fill(t.via, { method: p.method }) : null,
    p.reference ? fill(t.reference, { reference: p.reference }) : null,
  ].filter(Boolean);
  const via = viaParts.length > 0 ? ` ${viaParts.join(" ")}` : "";
  const heading = t.heading[p.kind];
  const body = {
    refund_issued: () =>
      fill(t.refundIssued, { orderId: p.orderId, amount, via }),
    refund_due: () => fill(t.refundDue, { orderId: p.orderId, amount, via }),
    balance_due: () =>
      fill(t.balanceDue, {
        orderId: p.orderId,
        total: money(p.totalAmount ?? p.amount),
        paid: p.paidAmount ? fill(t.paid, { paid: money(p.paidAmount) }) : "",
        amount,
      }),
    correction: () => fill(t.correction, { orderId: p.orderId, amount }),
  }[p.kind]();
  return (
    <NepaliEmail
      site={site}
      preview={fill(t.preview, { heading, orderId: p.orderId })}
      heading={heading}
      name={p.userName}
      lead={body}
      orderDate={p.orderDate}
    >
      <ReasonNe reason={p.reason} label={p.kind === "balance_due" ? t.whatChanged : T.reason} />
      {p.orderUrl ? (
        <Button href={p.orderUrl} style={styles.button}>
          {p.kind === "balance_due" ? t.payBalance : t.seeOrder}
        </Button>
      ) : null}
      {p.receiptUrl ? (
        <Text style={styles.text}>
          {`${T.receipt} `}
          <a href={p.receiptUrl}>{p.receiptUrl}</a>
        </Text>
      ) : null}
      <Text style={styles.muted}>
        {fill(T.questions, { email: site.contactEmail })}
      </Text>
    </NepaliEmail>
  );
}
