/**
 * Simulated customers of the drill: each has its own mailbox and client address (sent as
 * X-Forwarded-For; the stack trusts one proxy), and places orders through the checkout's server
 * actions exactly as the pages do: 'Proceed to Payment' with the customer fields, the cart lines
 * as JSON and a random idempotency key made once per checkout; then a real PNG payment
 * screenshot on the order's payment page.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { callServerAction, type ActionAnswer } from "../server-actions";

export interface Customer {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** The client address the shop sees (X-Forwarded-For). */
  address4: string;
}

const RUN = crypto.randomBytes(3).toString("hex");
let counter = 0;

/** A new customer with a mailbox and client address no other drill customer uses. */
export function newCustomer(label: string): Customer {
  counter += 1;
  const n = counter;
  return {
    name: `Drill ${label} ${n}`,
    email: `drill.${RUN}.${label}.${n}@example.com`,
    phone: "+977 980-1234567",
    address: "Jhamsikhel, Lalitpur",
    address4: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
}

export function forwardedFor(customer: Pick<Customer, "address4">): Record<string, string> {
  return { "X-Forwarded-For": customer.address4 };
}

export interface CartLine {
  kind: "artwork";
  lineId: string;
  artworkId: string;
  title: string;
  quantity: number;
  size: "original" | "small" | "medium" | "large" | "poster";
  framing: "none";
  notes: string;
}

export function artworkLine(artwork: { id: string; title: string }, size: CartLine["size"] = "original", quantity = 1): CartLine {
  return { kind: "artwork", lineId: `${artwork.id}:${size}`, artworkId: artwork.id, title: artwork.title, quantity, size, framing: "none", notes: "" };
}

let screenshot: Buffer | undefined;
/** A real PNG, as a phone's screenshot of the payment would be. */
export function paymentScreenshot(): Buffer {
  screenshot ??= fs.readFileSync(path.join(process.cwd(), "tests", "fixtures", "images", "artwork.png"));
  return screenshot;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The checkout form as the page builds it (every value overridable, for malformed variants). */
export function checkoutForm(
  customer: Customer,
  lines: unknown,
  idempotencyKey: string,
  overrides: Record<string, string | Blob | null> = {},
): FormData {
  const form = new FormData();
  const fields: Record<string, string | Blob | null> = {
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    notes: "",
    lines: typeof lines === "string" ? lines : JSON.stringify(lines),
    idempotencyKey,
    screenshot: new File([new Uint8Array(paymentScreenshot())], "payment.png", { type: "image/png" }),
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) if (value !== null) form.set(key, value);
  return form;
}

export interface CheckoutAnswer extends ActionAnswer {
  result?: { ok: boolean; orderNumber?: string; accessToken?: string; message?: string; code?: string };
}

/** 'Proceed to Payment' on /checkout: the order is placed (or refused) before any payment. */
export async function proceedToPayment(baseUrl: string, customer: Customer, form: FormData, timeoutMs = 60_000): Promise<CheckoutAnswer> {
  const fields = new FormData();
  for (const [key, value] of form.entries()) if (key !== "screenshot") fields.append(key, value);
  return (await callServerAction(baseUrl, {
    page: "/checkout",
    action: "proceedToPayment",
    args: [fields],
    headers: forwardedFor(customer),
    timeoutMs,
  })) as CheckoutAnswer;
}

/** 'I've Made the Payment' on the order's payment page: the screenshot attached to the order of `token`. */
export async function submitPayment(
  baseUrl: string,
  customer: Pick<Customer, "address4">,
  token: string,
  screenshot: FormDataEntryValue | null,
  timeoutMs = 60_000,
): Promise<CheckoutAnswer> {
  const form = new FormData();
  form.set("token", token);
  if (screenshot !== null) form.set("screenshot", screenshot);
  return (await callServerAction(baseUrl, {
    page: `/checkout/pay/${token}`,
    action: "submitPayment",
    args: [form],
    headers: forwardedFor(customer),
    timeoutMs,
  })) as CheckoutAnswer;
}

/**
 * A whole checkout as a buyer makes it: 'Proceed to Payment' with the form's fields, then, when
 * the form carries a screenshot, 'I've Made the Payment' on the placed order's page. The answer
 * is the last step's (a refusal at the first step is returned as it is).
 */
export async function submitCheckout(baseUrl: string, customer: Customer, form: FormData, timeoutMs = 60_000): Promise<CheckoutAnswer> {
  const placed = await proceedToPayment(baseUrl, customer, form, timeoutMs);
  const token = placed.result?.ok ? placed.result.accessToken : undefined;
  const screenshot = form.get("screenshot");
  if (!token || screenshot === null) return placed;
  return submitPayment(baseUrl, customer, token, screenshot, timeoutMs);
}

/** One order of `lines` by a new checkout (fresh key) of `customer`, paid with a screenshot. */
export function placeOrder(baseUrl: string, customer: Customer, lines: CartLine[], key = newIdempotencyKey()): Promise<CheckoutAnswer> {
  return submitCheckout(baseUrl, customer, checkoutForm(customer, lines, key));
}

/** How an answer reads in the drill's output: the order number, the message, or the HTTP failure. */
export function describeAnswer(answer: ActionAnswer): string {
  const result = answer.result as { ok?: boolean; orderNumber?: string; message?: string } | null | undefined;
  if (answer.status === 0) return `no answer (${answer.text})`;
  if (answer.status >= 400) return `HTTP ${answer.status}: ${(answer.text ?? "").slice(0, 80).replace(/\s+/g, " ")}`;
  if (result && typeof result === "object") {
    if (result.ok === true && result.orderNumber) return `order ${result.orderNumber}`;
    if (typeof result.message === "string") return result.message;
  }
  return `HTTP ${answer.status}: ${JSON.stringify(answer.result ?? answer.text ?? "").slice(0, 80)}`;
}
