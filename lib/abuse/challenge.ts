/**
 * The quick check (proof-of-work with ALTCHA, self-hosted: no third-party service).
 *
 *   addressNeedsQuickCheck  past its quiet rate (lib/domain/quick-check.ts), counted from the
 *                           orders and the messages' rate-limit events of that address
 *   createQuickCheck        a fresh challenge for the widget, signed with HMAC, valid 10 minutes
 *   requireQuickCheck       the step the checkout and the forms run: when the address needs the
 *                           check, a valid solution must come with the request, and each solved
 *                           challenge is accepted once (its signature is stored until it expires)
 *
 * The HMAC keys come from ALTCHA_HMAC_KEY or, when unset, from AUTH_SECRET through HKDF.
 */
import "server-only";
import crypto from "node:crypto";
import { createChallenge, verifySolution, randomInt, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { UNKNOWN_CLIENT_ADDRESS } from "@/lib/http/client-address";
import { PAYMENT_NOT_RECEIVED } from "@/lib/domain/order-hold";
import {
  QUIET_MESSAGES_PER_HOUR,
  QUIET_ORDERS_PER_HOUR,
  QUIET_WINDOW_MS,
  TROUBLED_ORDERS_PER_DAY,
  TROUBLE_WINDOW_MS,
  needsQuickCheck,
  type AddressActivity,
} from "@/lib/domain/quick-check";
import { CONTACT_RATE_LIMITS } from "@/lib/validation/contact";
import { INQUIRY_RATE_LIMITS } from "@/lib/validation/inquiry";
import { LIST_RATE_LIMITS } from "@/lib/domain/mailing-list";

/** The key derivation the widget runs: PBKDF2-SHA-256, built into browsers' Web Crypto. */
export const QUICK_CHECK_ALGORITHM = "PBKDF2/SHA-256";
/**
 * The work asked: the solver tries counters from 0 until it finds the secret one (between
 * COUNTER_MIN and COUNTER_MAX), each try one PBKDF2 of COST iterations: about 2-6 million
 * iterations, a second or two on a phone with the widget's workers. Making a challenge costs
 * the server one PBKDF2; checking a solution costs one HMAC.
 */
export const QUICK_CHECK_DIFFICULTY = { cost: 1_000, counterMin: 2_000, counterMax: 6_000 } as const;
/** A challenge must be solved and sent within this time. */
export const QUICK_CHECK_TTL_MS = 10 * 60_000;
/** The scope of used solutions in idempotency_keys. */
const USED_SCOPE = "quick-check";
/** The widget's payload: base64 of a small JSON object; nothing real comes near this. */
const MAX_PAYLOAD_LENGTH = 4_096;
const PRUNE_PROBABILITY = 0.05;

export type QuickCheckDifficulty = { cost: number; counterMin: number; counterMax: number };

// ---------------------------------------------------------------------------------------------
// Keys.

let fallbackKey: Buffer | null = null;

/** The two HMAC secrets (challenge signature, derived-key signature). */
export function quickCheckSecrets(): { signature: string; keySignature: string } {
  const e = env();
  let base: Buffer;
  if (e.ALTCHA_HMAC_KEY) base = Buffer.from(e.ALTCHA_HMAC_KEY, "utf8");
  else if (e.AUTH_SECRET) base = Buffer.from(e.AUTH_SECRET, "utf8");
  else {
    // Only outside production (env() requires AUTH_SECRET there): one key per process.
    fallbackKey ??= crypto.randomBytes(32);
    base = fallbackKey;
  }
  const derive = (info: string) => Buffer.from(crypto.hkdfSync("sha256", base, "", info, 32)).toString("hex");
  return { signature: derive("quick-check/challenge-signature/v1"), keySignature: derive("quick-check/key-signature/v1") };
}

// ---------------------------------------------------------------------------------------------
// Who needs it.

/** What the address did recently (each count stops a little past its threshold). */
export async function readAddressActivity(
  client: Pick<Prisma.TransactionClient, "$queryRaw">,
  clientAddress: string,
  now: Date = new Date(),
): Promise<AddressActivity> {
  const hourAgo = new Date(now.getTime() - QUIET_WINDOW_MS);
  const dayAgo = new Date(now.getTime() - TROUBLE_WINDOW_MS);
  const messageBuckets = [CONTACT_RATE_LIMITS.perClient.bucket, INQUIRY_RATE_LIMITS.perClient.bucket, LIST_RATE_LIMITS.perClient.bucket];
  const rows = await client.$queryRaw<{ orders: bigint; messages: bigint; troubled: bigint }[]>`
    SELECT
      (SELECT count(*) FROM (
         SELECT 1 FROM orders
         WHERE client_address = ${clientAddress}::text AND created_at > ${hourAgo}::timestamptz
         LIMIT ${QUIET_ORDERS_PER_HOUR + 1}) AS o) AS orders,
      (SELECT count(*) FROM (
         SELECT 1 FROM rate_limit_events
         WHERE bucket = ANY(${messageBuckets}::text[]) AND key = ${clientAddress}::text AND created_at > ${hourAgo}::timestamptz
         LIMIT ${QUIET_MESSAGES_PER_HOUR + 1}) AS m) AS messages,
      (SELECT count(*) FROM (
         SELECT 1 FROM orders
         WHERE client_address = ${clientAddress}::text
           AND (
             (status = 'cancelled' AND cancel_reason = ${PAYMENT_NOT_RECEIVED}::text AND updated_at > ${dayAgo}::timestamptz)
             OR (payment_status = 'failed' AND updated_at > ${dayAgo}::timestamptz)
             OR (status = 'pending' AND payment_status = 'pending' AND payment_submitted_at IS NULL
                 AND payment_due_at <= ${now}::timestamptz AND payment_due_at > ${dayAgo}::timestamptz)
           )
         LIMIT ${TROUBLED_ORDERS_PER_DAY}) AS t) AS troubled`;
  const row = rows[0];
  return {
    ordersLastHour: Number(row?.orders ?? 0),
    messagesLastHour: Number(row?.messages ?? 0),
    troubledOrdersLastDay: Number(row?.troubled ?? 0),
  };
}

/**
 * Whether this address must solve the quick check. Never for an unknown address (code run
 * outside a request: scripts) or one listed in ALTCHA_EXEMPT_ADDRESSES.
 */
export async function addressNeedsQuickCheck(
  client: Pick<Prisma.TransactionClient, "$queryRaw">,
  clientAddress: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (isExemptAddress(clientAddress)) return false;
  return needsQuickCheck(await readAddressActivity(client, clientAddress, now));
}

/** The unknown address (code run outside a request: scripts) and ALTCHA_EXEMPT_ADDRESSES. */
export function isExemptAddress(clientAddress: string): boolean {
  if (!clientAddress || clientAddress === UNKNOWN_CLIENT_ADDRESS) return true;
  return env().ALTCHA_EXEMPT_ADDRESSES.includes(clientAddress.toLowerCase());
}

// ---------------------------------------------------------------------------------------------
// Challenges.

/** A fresh challenge for the widget (deterministic mode: the server knows the answer's key). */
export async function createQuickCheck(
  options: { now?: Date; difficulty?: QuickCheckDifficulty } = {},
): Promise<Challenge> {
  const now = options.now ?? new Date();
  const { cost, counterMin, counterMax } = options.difficulty ?? QUICK_CHECK_DIFFICULTY;
  const secrets = quickCheckSecrets();
  return createChallenge({
    algorithm: QUICK_CHECK_ALGORITHM,
    cost,
    counter: randomInt(counterMax, counterMin),
    deriveKey,
    expiresAt: new Date(now.getTime() + QUICK_CHECK_TTL_MS),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

const hex = (max: number) => z.string().max(max).regex(/^[0-9a-f]+$/);

/** Exactly what createQuickCheck signs: any other key fails (and would fail the signature). */
const payloadSchema = z.strictObject({
  challenge: z.strictObject({
    parameters: z.strictObject({
      algorithm: z.literal(QUICK_CHECK_ALGORITHM),
      cost: z.number().int().positive().max(1_000_000),
      expiresAt: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex(128),
      keySignature: hex(128),
      nonce: hex(64),
      salt: hex(64),
    }),
    signature: hex(128),
  }),
  solution: z.strictObject({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: hex(128),
    time: z.number().nonnegative().optional(),
  }),
});

export type QuickCheckPayload = z.infer<typeof payloadSchema>;

/** Reads the widget's field: bounded base64 of JSON, then the exact shape. Null when it is not one. */
export function parseQuickCheckPayload(raw: unknown): QuickCheckPayload | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_PAYLOAD_LENGTH) return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, "base64").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Whether the payload solves a challenge this shop signed, before it expired. Nothing stored. */
export async function verifyQuickCheckPayload(payload: QuickCheckPayload, now: Date = new Date()): Promise<boolean> {
  if (payload.challenge.parameters.expiresAt * 1000 <= now.getTime()) return false;
  const secrets = quickCheckSecrets();
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  return result.verified;
}

type UsedSolutions = Pick<Prisma.TransactionClient, "$executeRaw" | "idempotencyKey">;

/** Marks a solved challenge as used; false when it had been used already. */
async function claimSolution(payload: QuickCheckPayload, now: Date, client: UsedSolutions = db): Promise<boolean> {
  const key = `${USED_SCOPE}:${payload.challenge.signature}`;
  const expiresAt = new Date(payload.challenge.parameters.expiresAt * 1000);
  const inserted = await client.$executeRaw`
    INSERT INTO idempotency_keys (key, scope, created_at, expires_at)
    VALUES (${key}, ${USED_SCOPE}, ${now}::timestamptz, ${expiresAt}::timestamptz)
    ON CONFLICT (key) DO NOTHING`;
  if (Math.random() < PRUNE_PROBABILITY) {
    await client.idempotencyKey.deleteMany({ where: { scope: USED_SCOPE, expiresAt: { lt: now } } });
  }
  return inserted === 1;
}

/**
 * Whether the widget's field holds a valid, unused solution, which is then used up through
 * `client` (inside a transaction: used up only if it commits). For a check decided inside a
 * transaction, such as holding originals again (lib/abuse/original-holds.ts).
 */
export async function passQuickCheck(client: UsedSolutions, raw: unknown, now: Date = new Date()): Promise<boolean> {
  const payload = parseQuickCheckPayload(raw);
  if (!payload || !(await verifyQuickCheckPayload(payload, now))) return false;
  return claimSolution(payload, now, client);
}

export type QuickCheckOutcome =
  /** The address is quiet: nothing asked, nothing stored. */
  | { required: false; passed: true }
  /** The address needs the check: passed with a valid, unused solution (now used up). */
  | { required: true; passed: boolean };

/**
 * The step before an order or a message is accepted: when the address is past its quiet rate,
 * a valid solution must come with the request; it is accepted once. A refusal changes nothing
 * and counts toward nothing.
 */
export async function requireQuickCheck(input: {
  clientAddress: string;
  payload: unknown;
  now?: Date;
}): Promise<QuickCheckOutcome> {
  const now = input.now ?? new Date();
  if (!(await addressNeedsQuickCheck(db, input.clientAddress, now))) return { required: false, passed: true };
  const payload = parseQuickCheckPayload(input.payload);
  if (!payload) return { required: true, passed: false };
  if (!(await verifyQuickCheckPayload(payload, now))) return { required: true, passed: false };
  return { required: true, passed: await claimSolution(payload, now) };
}
