/**
 * One entry per email type: its subject, its react-email component and its Reply-To.
 * renderEmail() turns a stored payload into subject, HTML and plain text.
 */
import type { ReactElement } from "react";
import { render } from "@react-email/render";
import AdminNotificationEmail from "@/emails/admin-notification";
import ContactFormEmail from "@/emails/contact-form";
import InquiryReplyEmail from "@/emails/inquiry-reply";
import MagicLoginEmail from "@/emails/magic-login";
import OrderConfirmationEmail from "@/emails/order-confirmation";
import PaymentApprovedEmail from "@/emails/payment-approved";
import PaymentRejectedEmail from "@/emails/payment-rejected";
import WelcomeEmail from "@/emails/welcome";
import PaymentLinkEmail from "@/emails/payment-link";
import OrderExpiredEmail from "@/emails/order-expired";
import OrderCancelledEmail from "@/emails/order-cancelled";
import OrderShippedEmail from "@/emails/order-shipped";
import InquiryAcknowledgementEmail from "@/emails/inquiry-acknowledgement";
import OrderLinkEmail from "@/emails/order-link";
import PaymentUpdateEmail from "@/emails/payment-update";
import MoneyAlertEmail from "@/emails/money-alert";
import {
  nepaliSubjects,
  OrderConfirmationEmailNe,
  OrderShippedEmailNe,
  PaymentApprovedEmailNe,
  PaymentLinkEmailNe,
  PaymentRejectedEmailNe,
  PaymentUpdateEmailNe,
} from "@/emails/ne/buyer-emails";
import { CommissionUpdateEmailNe, nepaliOrderSubjects, OrderCancelledEmailNe, OrderExpiredEmailNe, OrderLinkEmailNe } from "@/emails/ne/order-emails";
import { ListAlertEmailNe, ListConfirmEmailNe, ListNoteEmailNe, nepaliListSubjects } from "@/emails/ne/list-emails";
import ListConfirmEmail from "@/emails/list-confirm";
import ListAlertEmail from "@/emails/list-alert";
import ListNoteEmail from "@/emails/list-note";
import { listUnsubscribeHeaders } from "@/lib/email/list-types";
import CommissionUpdateEmail, { commissionUpdateSubject } from "@/emails/commission-update";
import { CommissionDepositEmailNe, commissionDepositSubjectNe } from "@/emails/ne/commission-emails";
import { parsePayload, serviceTypeLabel, type EmailSite, type EmailType, type ParsedEmailPayloads } from "@/lib/email/types";

interface Template<T extends EmailType> {
  subject(payload: ParsedEmailPayloads[T], site: EmailSite): string;
  element(payload: ParsedEmailPayloads[T], site: EmailSite): ReactElement;
  /** Where a reply goes (default: the site's contact email). */
  replyTo?(payload: ParsedEmailPayloads[T], site: EmailSite): string;
  /** Headers of its own (a list email's List-Unsubscribe). */
  headers?(payload: ParsedEmailPayloads[T], site: EmailSite): Record<string, string>;
}

export const TEMPLATES: { [K in EmailType]: Template<K> } = {
  contact_form: {
    subject: (p) => `New message from ${p.name}${p.subject ? `: ${p.subject}` : ` (${serviceTypeLabel(p.serviceType)})`}`,
    element: (p, site) => <ContactFormEmail payload={p} site={site} />,
    replyTo: (p) => p.email,
  },
  order_confirmation: {
    subject: (p, site) =>
      p.locale === "ne" ? nepaliSubjects.order_confirmation(p, site) : `Order confirmation ${p.orderId} - ${site.siteName}`,
    element: (p, site) =>
      p.locale === "ne" ? <OrderConfirmationEmailNe payload={p} site={site} /> : <OrderConfirmationEmail payload={p} site={site} />,
  },
  admin_notification: {
    subject: (p) => `New order ${p.orderId} from ${p.customerName}`,
    element: (p, site) => <AdminNotificationEmail payload={p} site={site} />,
    replyTo: (p) => p.customerEmail,
  },
  payment_approved: {
    subject: (p) => (p.locale === "ne" ? nepaliSubjects.payment_approved(p) : `Payment approved for order ${p.orderId}`),
    element: (p, site) =>
      p.locale === "ne" ? <PaymentApprovedEmailNe payload={p} site={site} /> : <PaymentApprovedEmail payload={p} site={site} />,
  },
  payment_rejected: {
    subject: (p) => (p.locale === "ne" ? nepaliSubjects.payment_rejected(p) : `Payment not confirmed for order ${p.orderId}`),
    element: (p, site) =>
      p.locale === "ne" ? <PaymentRejectedEmailNe payload={p} site={site} /> : <PaymentRejectedEmail payload={p} site={site} />,
  },
  inquiry_reply: {
    subject: (p, site) =>
      `Re: your ${p.serviceType && serviceTypeLabel(p.serviceType) !== "General" ? `${serviceTypeLabel(p.serviceType).toLowerCase()} ` : ""}inquiry - ${site.siteName}`,
    element: (p, site) => <InquiryReplyEmail payload={p} site={site} />,
  },
  welcome: {
    subject: (_p, site) => `Welcome to ${site.siteName}: set your password`,
    element: (p, site) => <WelcomeEmail payload={p} site={site} />,
  },
  magic_login: {
    subject: (_p, site) => `Your sign-in link for ${site.siteName}`,
    element: (p, site) => <MagicLoginEmail payload={p} site={site} />,
  },
  payment_link: {
    subject: (p, site) =>
      p.locale === "ne"
        ? nepaliSubjects.payment_link(p, site)
        : p.plan === "prepaid"
          ? `Complete your payment for order ${p.orderId} - ${site.siteName}`
          : `Order ${p.orderId} is placed - ${site.siteName}`,
    element: (p, site) =>
      p.locale === "ne" ? <PaymentLinkEmailNe payload={p} site={site} /> : <PaymentLinkEmail payload={p} site={site} />,
  },
  order_expired: {
    subject: (p) =>
      p.locale === "ne"
        ? nepaliOrderSubjects.order_expired(p)
        : p.reason === "unpaid"
          ? `Order ${p.orderId} cancelled: payment not received`
          : `Order ${p.orderId} cancelled: not confirmed`,
    element: (p, site) => (p.locale === "ne" ? <OrderExpiredEmailNe payload={p} site={site} /> : <OrderExpiredEmail payload={p} site={site} />),
  },
  order_cancelled: {
    subject: (p) => (p.locale === "ne" ? nepaliOrderSubjects.order_cancelled(p) : `Order ${p.orderId} is cancelled`),
    element: (p, site) => (p.locale === "ne" ? <OrderCancelledEmailNe payload={p} site={site} /> : <OrderCancelledEmail payload={p} site={site} />),
  },
  order_shipped: {
    subject: (p) => (p.locale === "ne" ? nepaliSubjects.order_shipped(p) : `Order ${p.orderId} is on its way`),
    element: (p, site) =>
      p.locale === "ne" ? <OrderShippedEmailNe payload={p} site={site} /> : <OrderShippedEmail payload={p} site={site} />,
  },
  inquiry_acknowledgement: {
    subject: (_p, site) => `We received your message - ${site.siteName}`,
    element: (p, site) => <InquiryAcknowledgementEmail payload={p} site={site} />,
  },
  order_link: {
    subject: (p, site) => (p.locale === "ne" ? nepaliOrderSubjects.order_link(p, site) : `Your order ${p.orderId} - ${site.siteName}`),
    element: (p, site) => (p.locale === "ne" ? <OrderLinkEmailNe payload={p} site={site} /> : <OrderLinkEmail payload={p} site={site} />),
  },
  payment_update: {
    subject: (p) =>
      p.locale === "ne"
        ? nepaliSubjects.payment_update(p)
        : {
            refund_issued: `Refund for order ${p.orderId}`,
            refund_due: `We received your payment for order ${p.orderId}: it will be refunded`,
            balance_due: `New total for order ${p.orderId}: balance to pay`,
            correction: `Correction to the payment of order ${p.orderId}`,
          }[p.kind],
    element: (p, site) =>
      p.locale === "ne" ? <PaymentUpdateEmailNe payload={p} site={site} /> : <PaymentUpdateEmail payload={p} site={site} />,
  },
  money_alert: {
    subject: (p) => `Refund due on order ${p.orderId}`,
    element: (p, site) => <MoneyAlertEmail payload={p} site={site} />,
    replyTo: (p) => p.customerEmail,
  },
  list_confirm: {
    subject: (p, site) => (p.locale === "ne" ? nepaliListSubjects.list_confirm(p, site) : `Please confirm your email address - ${site.siteName}`),
    element: (p, site) => (p.locale === "ne" ? <ListConfirmEmailNe payload={p} site={site} /> : <ListConfirmEmail payload={p} site={site} />),
  },
  list_alert: {
    subject: (p, site) =>
      p.locale === "ne"
        ? nepaliListSubjects.list_alert(p, site)
        : p.kind === "prints"
          ? `Prints of "${p.work.title}" are available - ${site.siteName}`
          : `New in ${p.categoryName ?? "the gallery"}: ${p.work.title} - ${site.siteName}`,
    element: (p, site) => (p.locale === "ne" ? <ListAlertEmailNe payload={p} site={site} /> : <ListAlertEmail payload={p} site={site} />),
    headers: (p) => listUnsubscribeHeaders(p.unsubscribeUrl),
  },
  list_note: {
    subject: (p) => p.title,
    element: (p, site) => (p.locale === "ne" ? <ListNoteEmailNe payload={p} site={site} /> : <ListNoteEmail payload={p} site={site} />),
    headers: (p) => listUnsubscribeHeaders(p.unsubscribeUrl),
  },
  commission_update: {
    subject: (p) =>
      p.locale === "ne"
        ? p.stage === "deposit_received"
          ? commissionDepositSubjectNe(p)
          : nepaliOrderSubjects.commission_update(p)
        : commissionUpdateSubject(p),
    element: (p, site) =>
      p.locale === "ne" ? (
        p.stage === "deposit_received" ? (
          <CommissionDepositEmailNe payload={p} site={site} />
        ) : (
          <CommissionUpdateEmailNe payload={p} site={site} />
        )
      ) : (
        <CommissionUpdateEmail payload={p} site={site} />
      ),
  },
};

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  replyTo: string;
  /** The email's own headers (none for most). */
  headers: Record<string, string>;
}

function template<T extends EmailType>(type: T): Template<T> {
  return TEMPLATES[type] as Template<T>;
}

/** The subject an email of this type gets (validates the payload). */
export function emailSubject<T extends EmailType>(type: T, payload: unknown, site: EmailSite): string {
  return oneLine(template(type).subject(parsePayload(type, payload), site));
}

/** Subject, HTML and plain-text parts of an email (validates the payload; throws when it is malformed). */
export async function renderEmail<T extends EmailType>(type: T, payload: unknown, site: EmailSite): Promise<RenderedEmail> {
  const t = template(type);
  const parsed = parsePayload(type, payload);
  const element = t.element(parsed, site);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    subject: oneLine(t.subject(parsed, site)),
    html,
    text,
    replyTo: t.replyTo?.(parsed, site) ?? site.contactEmail,
    headers: t.headers?.(parsed, site) ?? {},
  };
}

/** Subjects are header values: no line breaks, at most 200 characters. */
function oneLine(value: string): string {
  const flat = value
    .replace(/[\r\n]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > 200 ? `${flat.slice(0, 197)}...` : flat;
}
