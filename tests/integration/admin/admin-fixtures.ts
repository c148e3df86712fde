/** People of the back office tests: an administrator, a customer account, and who is "signed in". */
import bcrypt from "bcryptjs";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import crypto from "node:crypto";
import { setSessionReaderForTests, type SessionInfo } from "@/lib/auth/session";
import { startSession } from "@/lib/auth/admin-sessions";

export const ADMIN_PASSWORD = "correct-horse-battery";

export async function createProfile(
  email: string,
  role: "admin" | "assistant" | "user",
  options: { password?: string | null; bcrypt?: boolean; fullName?: string } = {},
) {
  const password = options.password === undefined ? ADMIN_PASSWORD : options.password;
  const passwordHash = password === null ? null : options.bcrypt ? await bcrypt.hash(password, 4) : await hashPassword(password);
  return db.profile.upsert({
    where: { email },
    update: { role, passwordHash },
    create: { email, role, passwordHash, fullName: options.fullName ?? null },
  });
}

/**
 * Who the next requireAdmin() sees: a profile, an expired session, or nobody. A signed-in profile
 * gets a real session row (as a sign-in writes), created on the first check; `sessionId` names an
 * existing row instead.
 */
export function signInAs(
  profile: { id: string; email: string } | null,
  options: { expired?: boolean; sessionId?: string } = {},
) {
  if (!profile) {
    setSessionReaderForTests(async () => null);
    return;
  }
  let sessionId: Promise<string> | undefined = options.sessionId ? Promise.resolve(options.sessionId) : undefined;
  setSessionReaderForTests(async () => {
    sessionId ??= startSession({ profileId: profile.id, address: "127.0.0.1", userAgent: "vitest", method: "password" }).then(
      (s) => s.id,
      // No such account (a test of unknown users): a session id that names nothing.
      () => crypto.randomUUID(),
    );
    const session: SessionInfo = { userId: profile.id, email: profile.email, sessionId: await sessionId, expired: options.expired ?? false };
    return session;
  });
}

export function signOutForTests() {
  setSessionReaderForTests(async () => null);
}

let orderCounter = 0;

/** An artwork original (available) for order tests. */
export async function createArtwork(title: string, pricePaisa = 50_000_00) {
  orderCounter += 1;
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${orderCounter}-${Date.now()}`;
  return db.artwork.create({ data: { title, slug, pricePaisa, images: [] }, select: { id: true, slug: true, title: true } });
}

/**
 * An order as checkout leaves it (written directly, so these tests do not depend on checkout's
 * rules): pending/pending, its originals reserved, optionally a stored payment screenshot.
 */
export async function createOrder(options: {
  email?: string;
  name?: string;
  originals?: { id: string; title: string }[];
  totalPaisa?: number;
  status?: "pending" | "processing" | "completed" | "cancelled";
  paymentStatus?: "pending" | "processing" | "paid" | "failed" | "refunded";
  createdAt?: Date;
  screenshotPath?: string | null;
  transactionReference?: string | null;
}) {
  orderCounter += 1;
  const originals = options.originals ?? [];
  const total = options.totalPaisa ?? 50_000_00 * Math.max(1, originals.length);
  const email = (options.email ?? "sita@example.com").toLowerCase();
  const order = await db.order.create({
    data: {
      orderNumber: `ORD-TEST-${Date.now()}-${orderCounter}`,
      accessToken: `token-${Date.now()}-${orderCounter}-${Math.random().toString(36).slice(2)}`,
      customerEmail: email,
      customerInfo: { name: options.name ?? "Sita Gurung", email, phone: "+977 9801234567", address: "Lazimpat", notes: "" },
      shippingAddress: { street: "Lazimpat 12", city: "Kathmandu", state: "Bagmati", zip: "44600", country: "Nepal" },
      metadata: options.screenshotPath ? { payment_screenshot: options.screenshotPath, screenshot_filename: "esewa.png" } : {},
      subtotalPaisa: total,
      taxPaisa: 0,
      shippingPaisa: 0,
      totalPaisa: total,
      status: options.status ?? "pending",
      paymentStatus: options.paymentStatus ?? "pending",
      transactionReference: options.transactionReference ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      lines: {
        create: originals.map((art, i) => ({
          position: i,
          lineType: "artwork" as const,
          artworkId: art.id,
          title: art.title,
          unitPricePaisa: Math.round(total / originals.length),
          quantity: 1,
          lineTotalPaisa: Math.round(total / originals.length),
          customizations: { size: "original", framing: "none" },
        })),
      },
    },
    select: { id: true, orderNumber: true },
  });
  // The payment status is the ledger's: a paid order received its total, a refunded one paid it back.
  const when = options.createdAt ?? new Date();
  if (options.paymentStatus === "paid" || options.paymentStatus === "refunded") {
    await db.ledgerEntry.create({ data: { orderId: order.id, kind: "payment", method: "qr", amountPaisa: total, createdAt: when } });
  }
  if (options.paymentStatus === "refunded") {
    await db.ledgerEntry.create({ data: { orderId: order.id, kind: "refund", method: "qr", amountPaisa: total, reason: "refunded", createdAt: when } });
  }
  if (options.paymentStatus === "failed") await db.order.update({ where: { id: order.id }, data: { claimRejectedAt: when } });
  if (options.paymentStatus === "paid" && (options.status ?? "pending") !== "cancelled" && originals.length > 0) {
    await db.artwork.updateMany({ where: { id: { in: originals.map((a) => a.id) } }, data: { status: "sold", soldToOrderId: order.id } });
  }
  const open = (options.status ?? "pending") !== "cancelled" && !["failed", "refunded", "paid"].includes(options.paymentStatus ?? "pending");
  if (open && originals.length > 0) {
    await db.artwork.updateMany({ where: { id: { in: originals.map((a) => a.id) } }, data: { reservedByOrderId: order.id } });
  }
  return order;
}

/** The site details the email templates are rendered with in back-office tests. */
export const EMAIL_SITE = {
  siteName: "Studio",
  siteUrl: "http://localhost:3000",
  contactEmail: "studio@example.com",
  supportEmail: "help@example.com",
  contactPhone: "",
  contactAddress: "",
};

/**
 * A shop with its settings row (with `settings` over the defaults) and its owner signed in as
 * administrator (owner@studio.test); returns the owner's profile.
 */
export async function openBackOffice(settings: { deliveryDays?: string; taxRateBps?: number } = {}) {
  await db.settings.upsert({
    where: { id: 1 },
    create: { id: 1, siteName: "Studio", siteDescription: "Test", contactEmail: "studio@example.com", supportEmail: "support@example.com", ...settings },
    update: settings,
  });
  const owner = await createProfile("owner@studio.test", "admin");
  signInAs(owner);
  return owner;
}
