/**
 * Certificates of authenticity, issued, voided and re-issued inside the order's transaction:
 *
 *   issueCertificates   when an order becomes paid (lib/orders/ledger.ts), one certificate per
 *                       original it bought that has no valid one yet; the work's facts and the
 *                       artist's name (Settings -> Certificates) are copied as they are then
 *   voidCertificates    when the originals come back to the studio (restock), or the sale no
 *                       longer stands (its payment undone: lib/orders/ledger.ts)
 *   reissueCertificate  from the back office: a new number and link; the old one is void
 */
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { siteUrl } from "@/lib/env";
import { isOriginal } from "@/lib/domain/pricing";
import { certificateNumber, VOID_REASONS } from "@/lib/domain/certificate";

type Tx = Prisma.TransactionClient;

export interface IssuedCertificate {
  id: string;
  number: string;
  token: string;
  title: string;
}

/** The PDF's address (sent with the approval email). */
export function certificateUrl(token: string): string {
  return `${siteUrl()}/certificate/${token}`;
}

/** The public verification page's address (in the PDF's QR code). */
export function verifyUrl(number: string): string {
  return `${siteUrl()}/verify/${number}`;
}

async function artistName(tx: Tx): Promise<string> {
  const [certificate, settings] = await Promise.all([
    tx.certificateSettings.findUnique({ where: { id: 1 }, select: { artistName: true } }),
    tx.settings.findUnique({ where: { id: 1 }, select: { siteName: true } }),
  ]);
  return certificate?.artistName.trim() || settings?.siteName || "The artist";
}

async function newCertificate(
  tx: Tx,
  data: { orderId: string; artwork: { id: string; title: string; medium: string | null; dimensions: string | null; yearCreated: number | null; images: string[] }; artistName: string; showBuyerName: boolean; now: Date },
): Promise<IssuedCertificate> {
  for (let attempt = 0; ; attempt++) {
    const number = certificateNumber(data.now.getUTCFullYear(), randomBytes(8));
    const taken = await tx.certificate.findUnique({ where: { number }, select: { id: true } });
    if (taken && attempt < 5) continue;
    const row = await tx.certificate.create({
      data: {
        number,
        token: randomBytes(24).toString("base64url"),
        orderId: data.orderId,
        artworkId: data.artwork.id,
        title: data.artwork.title,
        medium: data.artwork.medium ?? "",
        dimensions: data.artwork.dimensions ?? "",
        year: data.artwork.yearCreated,
        image: data.artwork.images[0] ?? null,
        artistName: data.artistName,
        showBuyerName: data.showBuyerName,
        issuedAt: data.now,
      },
      select: { id: true, number: true, token: true, title: true },
    });
    return row;
  }
}

const ARTWORK_FACTS = { id: true, title: true, medium: true, dimensions: true, yearCreated: true, images: true } as const;

/** Issues the order's missing certificates (originals only); returns those issued now. */
export async function issueCertificates(tx: Tx, orderId: string, now: Date): Promise<IssuedCertificate[]> {
  const lines = await tx.orderLine.findMany({
    where: { orderId, lineType: "artwork", artworkId: { not: null } },
    select: { artworkId: true, customizations: true },
  });
  const ids = [...new Set(lines.filter((l) => isOriginal((l.customizations as { size?: unknown } | null)?.size)).map((l) => l.artworkId as string))];
  if (ids.length === 0) return [];
  const valid = await tx.certificate.findMany({ where: { orderId, artworkId: { in: ids }, voidedAt: null }, select: { artworkId: true } });
  const missing = ids.filter((id) => !valid.some((c) => c.artworkId === id));
  if (missing.length === 0) return [];
  const [artworks, name, previous] = await Promise.all([
    tx.artwork.findMany({ where: { id: { in: missing } }, select: ARTWORK_FACTS, orderBy: { title: "asc" } }),
    artistName(tx),
    tx.certificate.findFirst({ where: { orderId }, orderBy: { issuedAt: "desc" }, select: { showBuyerName: true } }),
  ]);
  const issued: IssuedCertificate[] = [];
  for (const artwork of artworks) {
    issued.push(await newCertificate(tx, { orderId, artwork, artistName: name, showBuyerName: previous?.showBuyerName ?? false, now }));
  }
  return issued;
}

/** Voids the order's valid certificates (of the given works, or all); returns their numbers. */
export async function voidCertificates(tx: Tx, orderId: string, reason: string, now: Date, artworkIds?: string[]): Promise<string[]> {
  const rows = await tx.certificate.findMany({
    where: { orderId, voidedAt: null, ...(artworkIds ? { artworkId: { in: artworkIds } } : {}) },
    select: { id: true, number: true },
  });
  if (rows.length === 0) return [];
  await tx.certificate.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { voidedAt: now, voidReason: reason } });
  return rows.map((r) => r.number);
}

export const REISSUE_MESSAGES = {
  notFound: "That certificate is not on this order.",
  alreadyVoid: "That certificate is already void: re-issue the valid one.",
  reissued: (oldNumber: string, newNumber: string) => `Certificate ${newNumber} issued; ${oldNumber} is now void.`,
} as const;

export class CertificateError extends Error {}

/** A new certificate in place of a valid one (same work and order, facts read again); the old one is void. */
export async function reissueCertificate(tx: Tx, orderId: string, certificateId: string, now: Date): Promise<{ old: string; issued: IssuedCertificate }> {
  const old = await tx.certificate.findFirst({ where: { id: certificateId, orderId }, select: { id: true, number: true, artworkId: true, voidedAt: true, showBuyerName: true } });
  if (!old) throw new CertificateError(REISSUE_MESSAGES.notFound);
  if (old.voidedAt) throw new CertificateError(REISSUE_MESSAGES.alreadyVoid);
  const artwork = await tx.artwork.findUnique({ where: { id: old.artworkId }, select: ARTWORK_FACTS });
  if (!artwork) throw new CertificateError(REISSUE_MESSAGES.notFound);
  const issued = await newCertificate(tx, { orderId, artwork, artistName: await artistName(tx), showBuyerName: old.showBuyerName, now });
  await tx.certificate.update({ where: { id: old.id }, data: { voidedAt: now, voidReason: `${VOID_REASONS.reissued}${issued.number}` } });
  return { old: old.number, issued };
}
