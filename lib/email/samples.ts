/** Sample payloads of every email type, for previews (`npm run email:preview -- <type>`) and tests. */
import type { EmailPayloads, EmailType } from "@/lib/email/types";

const items = [
  { title: "Morning Over Machhapuchhre (original, acrylic on canvas)", quantity: 1, price: 4_500_000 },
  { title: "Portrait Commission - A3, with frame", quantity: 1, price: 1_250_000 },
  { title: "Patan Courtyard Sketch (print)", quantity: 2, price: 250_050 },
];
const total = items.reduce((sum, i) => sum + i.price * i.quantity, 0);

export const SAMPLE_PAYLOADS: EmailPayloads = {
  contact_form: {
    name: "Sita Gurung",
    email: "sita.gurung@example.com",
    phone: "+977 9812345678",
    subject: "Portrait of my grandparents",
    serviceType: "commission",
    message: "Namaste! I would like a portrait of my grandparents from an old photo.\nCould it be ready by Dashain?",
  },
  order_confirmation: {
    userName: "Sita Gurung",
    userEmail: "sita.gurung@example.com",
    orderId: "ORD-20261122-48213",
    orderItems: items,
    totalAmount: total,
  },
  admin_notification: {
    customerName: "Sita Gurung",
    customerEmail: "sita.gurung@example.com",
    customerPhone: "+977 9812345678",
    orderId: "ORD-20261122-48213",
    orderItems: items,
    totalAmount: total,
    referencePhotos: 2,
    adminUrl: "https://example.com/admin/orders/00000000-0000-4000-8000-000000000000",
  },
  payment_approved: {
    userName: "Sita Gurung",
    userEmail: "sita.gurung@example.com",
    orderId: "ORD-20261122-48213",
    orderItems: items,
    totalAmount: total,
  },
  inquiry_reply: {
    name: "Sita Gurung",
    email: "sita.gurung@example.com",
    serviceType: "workshop",
    replyText:
      "Namaste Sita,\n\nThank you for your inquiry about the workshop. The next watercolour workshop is on Saturday at 10 am in Patan.",
    originalMessage: "Is there a beginner watercolour workshop this month?",
  },
  welcome: {
    name: "Bikash Thapa",
    email: "bikash@example.com",
    setPasswordUrl: "http://localhost:3000/admin/set-password?token=sample-token",
    expiresAt: "2026-11-23T10:00:00.000Z",
  },
  payment_rejected: {
    userName: "Sita Gurung",
    userEmail: "sita.gurung@example.com",
    orderId: "ORD-20261123-45678",
    reason: "The screenshot shows a payment to another account.",
  },
  payment_link: {
    userName: "Sita Gurung",
    userEmail: "sita.gurung@example.com",
    orderId: "ORD-20261122-48213",
    orderItems: items,
    totalAmount: total,
    paymentUrl: "http://localhost:3000/checkout/pay/sample-token",
    payBy: "2026-11-22T10:30:00.000Z",
    holdsOriginals: true,
  },
  order_expired: {
    userName: "Sita Gurung",
    userEmail: "sita.gurung@example.com",
    orderId: "ORD-20261122-48213",
    orderUrl: "http://localhost:3000/checkout/pay/sample-token",
  },
  order_cancelled: {
    userName: "Sita Gurung",
    userEmail: "sita.gurung@example.com",
    orderId: "ORD-20261123-45678",
    reason: "The artwork was damaged in the studio; we are sorry.",
    wasPaid: true,
  },
  order_shipped: {
    userName: "Sita Gurung",
    userEmail: "sita.gurung@example.com",
    orderId: "ORD-20261123-45678",
    courier: "Nepal Can Move",
    trackingNumber: "NCM-558201",
    trackingUrl: "https://example.com/track/NCM-558201",
  },
  inquiry_acknowledgement: {
    name: "Sita Gurung",
    email: "sita.gurung@example.com",
    serviceType: "workshop",
    subject: "Beginner watercolour",
    replyWithin: "within 24 hours",
  },
  order_link: {
    userName: "Sita Gurung",
    userEmail: "sita.gurung@example.com",
    orderId: "ORD-20261122-48213",
    orderUrl: "http://localhost:3000/order-success?token=sample-token",
  },
  magic_login: {
    name: "Bikash Thapa",
    email: "bikash@example.com",
    signInUrl: "http://localhost:3000/sign-in-link?token=sample-token",
    expiresAt: "2026-11-23T10:00:00.000Z",
  },
};

export const SAMPLE_RECIPIENTS: Record<EmailType, string[]> = {
  contact_form: ["hello@aaravshrestha.art"],
  order_confirmation: ["sita.gurung@example.com"],
  admin_notification: ["admin@example.com"],
  payment_approved: ["sita.gurung@example.com"],
  payment_rejected: ["sita.gurung@example.com"],
  inquiry_reply: ["sita.gurung@example.com"],
  welcome: ["bikash@example.com"],
  magic_login: ["bikash@example.com"],
  payment_link: ["sita.gurung@example.com"],
  order_expired: ["sita.gurung@example.com"],
  order_cancelled: ["sita.gurung@example.com"],
  order_shipped: ["sita.gurung@example.com"],
  order_link: ["sita.gurung@example.com"],
  inquiry_acknowledgement: ["sita.gurung@example.com"],
};
