/**
 * A customer's reference photos for a commission.
 *
 *   mayUploadReferencePhoto     whether the address is under its limit (asked before the body is
 *                               read; counts nothing)
 *   uploadReferencePhoto        one photo, on its own request, when it is attached in the
 *                               commission dialog: counted against the client address BEFORE it
 *                               is decoded, sniffed and re-encoded by sharp (lib/images), stored
 *                               privately, recorded unclaimed under a fresh unguessable token that
 *                               the buyer's cart line keeps
 *   checkReferencePhotos        'Proceed to Payment', inside the order's transaction: every token
 *                               of the order's lines must name a photo that no live order holds
 *                               (rows locked until commit); otherwise nothing is placed
 *   claimReferencePhotos        the same transaction, once the order exists: each photo is bound
 *                               to its order line
 *   removeUnclaimedReferencePhotos  photos no order claimed within a day are deleted, row and
 *                               file (lib/orders/reference-photo-cleanup.ts runs it)
 *
 * A photo held by an order cancelled before any payment (the buyer went Back, or the order
 * expired) may be claimed again by the buyer's next order: the restored cart line carries it.
 */
import crypto from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ImageRejectedError, processImage, type ImageFile } from "@/lib/images";
import { consumeRateLimits, peekRateLimits } from "@/lib/rate-limit";
import { storage } from "@/lib/storage";
import type { PricedLine } from "@/lib/orders/price-lines";
import type { OrderLineRequest } from "@/lib/validation/checkout";
import {
  REFERENCE_PHOTO_MESSAGES,
  REFERENCE_PHOTO_RULES,
  REFERENCE_PHOTO_UPLOAD_LIMITS,
} from "@/lib/validation/reference-photos";

export interface UploadedReferencePhoto {
  token: string;
  fileName: string | null;
  width: number;
  height: number;
}

export type ReferencePhotoUploadResult =
  | { ok: true; photo: UploadedReferencePhoto }
  | { ok: false; status: 400 | 413 | 415 | 422 | 429; message: string };

function newPhotoToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

function cleanFileName(name: string | undefined | null): string | null {
  if (!name) return null;
  const base = name.slice(0, 1000).split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[^\w.\- ()]/g, "_").slice(0, 120).trim();
  return cleaned || null;
}

function uploadRules(clientAddress: string) {
  return REFERENCE_PHOTO_UPLOAD_LIMITS.map((rule) => ({ ...rule, key: clientAddress }));
}

/**
 * Whether this address may upload another photo now, counting nothing: the route asks before it
 * reads the body, so an address at its limit is refused unread. The upload itself counts.
 */
export async function mayUploadReferencePhoto(clientAddress: string, now: Date = new Date()): Promise<boolean> {
  return peekRateLimits(db, uploadRules(clientAddress), now);
}

/**
 * One photo attached in the commission dialog: its bytes, or the temporary file the route
 * streamed it to. Never throws for a bad file: says why instead.
 */
export async function uploadReferencePhoto(input: {
  file: Blob | ImageFile | null;
  fileName?: string | null;
  clientAddress: string;
  now?: Date;
}): Promise<ReferencePhotoUploadResult> {
  const now = input.now ?? new Date();
  const { file } = input;
  if (!file || file.size === 0) return { ok: false, status: 400, message: REFERENCE_PHOTO_MESSAGES.notAnImage };
  // Refused before a byte is read.
  if (file.size > REFERENCE_PHOTO_RULES.maxBytes) return { ok: false, status: 413, message: REFERENCE_PHOTO_MESSAGES.tooLarge };

  // Counted in its own transaction, committed whatever the decoding gives.
  const counted = await db.$transaction((tx) => consumeRateLimits(tx, uploadRules(input.clientAddress), { now }));
  if (!counted.allowed) return { ok: false, status: 429, message: REFERENCE_PHOTO_MESSAGES.rateLimited };

  let image;
  try {
    image = await processImage(file instanceof Blob ? Buffer.from(await file.arrayBuffer()) : file, { kind: "reference" });
  } catch (err) {
    if (err instanceof ImageRejectedError) {
      const status = err.reason === "too_large" ? 413 : err.reason === "too_many_pixels" ? 422 : 415;
      return { ok: false, status, message: err.message };
    }
    throw err;
  }

  const stored = await storage().put("reference-photos", image.body, { ext: image.ext, contentType: image.contentType });
  const token = newPhotoToken();
  const fileName = cleanFileName(input.fileName ?? (file instanceof File ? file.name : null));
  try {
    await db.referencePhoto.create({
      data: {
        token,
        storagePath: stored.path,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        sizeBytes: image.body.length,
        fileName,
        clientAddress: input.clientAddress,
        createdAt: now,
      },
    });
  } catch (err) {
    await storage()
      .remove(stored.path)
      .catch((removeError: unknown) => console.error("[reference-photos] could not remove an unrecorded photo:", removeError));
    throw err;
  }
  return { ok: true, photo: { token, fileName, width: image.width, height: image.height } };
}

// ---------------------------------------------------------------------------------------------
// Claiming at 'Proceed to Payment'.

/** The request line of each priced line (same order; matched by the line id). */
function requestLineOf(request: readonly OrderLineRequest[], line: PricedLine, index: number): OrderLineRequest | undefined {
  const same = request[index];
  return same?.lineId === line.lineId ? same : request.find((candidate) => candidate.lineId === line.lineId);
}

export interface LinePhotos {
  /** The order line's position (1-based, as createOrderRecord numbers them). */
  position: number;
  title: string;
  tokens: string[];
}

/** The photo tokens of each priced line that has any. */
export function referencePhotosOfLines(request: readonly OrderLineRequest[], priced: readonly PricedLine[]): LinePhotos[] {
  return priced.flatMap((line, index) => {
    const requested = requestLineOf(request, line, index);
    const tokens = requested?.kind === "service" ? requested.referencePhotos : [];
    return tokens.length > 0 ? [{ position: index + 1, title: line.title, tokens }] : [];
  });
}

/**
 * Null when every photo can be claimed (their rows are then locked until commit), else the
 * message naming the line whose photos are missing, or held by another order.
 */
export async function checkReferencePhotos(tx: Prisma.TransactionClient, lines: readonly LinePhotos[]): Promise<string | null> {
  const tokens = lines.flatMap((line) => line.tokens);
  if (tokens.length === 0) return null;
  const rows = await tx.$queryRaw<{ token: string; claimable: boolean }[]>`
    SELECT p.token,
           (p.order_line_id IS NULL OR (o.status = 'cancelled' AND o.payment_submitted_at IS NULL)) AS claimable
    FROM reference_photos p
    LEFT JOIN order_lines l ON l.id = p.order_line_id
    LEFT JOIN orders o ON o.id = l.order_id
    WHERE p.token = ANY(${tokens}::text[])
    ORDER BY p.id
    FOR UPDATE OF p`;
  const claimable = new Map(rows.map((row) => [row.token, row.claimable]));
  const seen = new Set<string>();
  for (const line of lines) {
    for (const token of line.tokens) {
      if (seen.has(token) || claimable.get(token) !== true) return REFERENCE_PHOTO_MESSAGES.missing(line.title);
      seen.add(token);
    }
  }
  return null;
}

/** Binds the checked photos to the order's lines (same transaction as checkReferencePhotos). */
export async function claimReferencePhotos(
  tx: Prisma.TransactionClient,
  orderId: string,
  lines: readonly LinePhotos[],
  now: Date,
): Promise<number> {
  if (lines.length === 0) return 0;
  const created = await tx.orderLine.findMany({ where: { orderId }, select: { id: true, position: true } });
  const idOf = new Map(created.map((line) => [line.position, line.id]));
  let claimed = 0;
  for (const line of lines) {
    const orderLineId = idOf.get(line.position);
    if (!orderLineId) throw new Error("A reference photo's order line is missing");
    const updated = await tx.referencePhoto.updateMany({ where: { token: { in: line.tokens } }, data: { orderLineId, claimedAt: now } });
    if (updated.count !== line.tokens.length) throw new Error("A reference photo could not be claimed");
    claimed += updated.count;
  }
  return claimed;
}

// ---------------------------------------------------------------------------------------------
// Removal of photos no order claimed.

const CLEANUP_BATCH = 100;

/**
 * Deletes photos unclaimed for longer than a day (also those whose order was deleted): rows in
 * a transaction that skips rows a checkout has locked, then their files. Returns how many.
 */
export async function removeUnclaimedReferencePhotos(options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - REFERENCE_PHOTO_RULES.unclaimedLifetimeMs);
  let removed = 0;
  for (let batch = 0; batch < 100; batch++) {
    const rows = await db.$transaction(async (tx) => {
      const found = await tx.$queryRaw<{ id: string; storage_path: string }[]>`
        SELECT id, storage_path FROM reference_photos
        WHERE order_line_id IS NULL AND created_at < ${cutoff}::timestamptz
        ORDER BY created_at
        LIMIT ${CLEANUP_BATCH}
        FOR UPDATE SKIP LOCKED`;
      if (found.length > 0) await tx.referencePhoto.deleteMany({ where: { id: { in: found.map((row) => row.id) } } });
      return found;
    });
    for (const row of rows) {
      await storage()
        .remove(row.storage_path)
        .catch((err: unknown) => console.error("[reference-photos] could not remove a stored photo:", err instanceof Error ? err.message : err));
    }
    removed += rows.length;
    if (rows.length < CLEANUP_BATCH) break;
  }
  return removed;
}

// ---------------------------------------------------------------------------------------------
// The back office.

/** The stored bytes of one photo of one order (the caller has checked the administrator). */
export async function readOrderReferencePhoto(
  orderId: string,
  photoId: string,
): Promise<{ body: Buffer; contentType: string } | null> {
  const photo = await db.referencePhoto.findFirst({
    where: { id: photoId, orderLine: { orderId } },
    select: { storagePath: true, contentType: true },
  });
  if (!photo) return null;
  const file = await storage().read(photo.storagePath);
  return file ? { body: file.body, contentType: photo.contentType } : null;
}

/** How many reference photos the order's lines carry (the administrators' notification). */
export async function countOrderReferencePhotos(client: Prisma.TransactionClient | typeof db, orderId: string): Promise<number> {
  return client.referencePhoto.count({ where: { orderLine: { orderId } } });
}
