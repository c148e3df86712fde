/**
 * What the public verification page (/verify/<number>) shows of a certificate: the work as
 * certified, that it is sold, whether the certificate is valid or void (and why), the artist,
 * the issue date. The buyer's name only when they chose to have it on the certificate; nothing
 * else of the buyer or the order, ever.
 */
import "server-only";
import { db } from "@/lib/db";
import { normaliseCertificateNumber, voidSentence } from "@/lib/domain/certificate";
import { customerNameOf } from "@/lib/domain/customer-name";
import { certificateUrl } from "@/lib/certificates/issue";

export interface Verification {
  number: string;
  valid: boolean;
  /** Why it is void (null when valid), in English (the back office). */
  voidSentence: string | null;
  /** Why it is void as stored (lib/domain/certificate.ts VOID_REASONS), for the page's own words. */
  voidReason: string | null;
  title: string;
  medium: string;
  dimensions: string;
  year: number | null;
  image: string | null;
  artistName: string;
  buyerName: string | null;
  issuedAt: Date;
  /** The work's page on the shop, when it still exists. */
  workHref: string | null;
}

export async function verifyCertificate(value: string): Promise<Verification | null> {
  const number = normaliseCertificateNumber(value);
  if (!number) return null;
  const certificate = await db.certificate.findUnique({ where: { number } });
  if (!certificate) return null;
  const [artwork, order] = await Promise.all([
    db.artwork.findUnique({ where: { id: certificate.artworkId }, select: { slug: true } }),
    certificate.showBuyerName ? db.order.findUnique({ where: { id: certificate.orderId }, select: { customerInfo: true, customerEmail: true } }) : null,
  ]);
  return {
    number: certificate.number,
    valid: certificate.voidedAt === null,
    voidSentence: certificate.voidedAt ? voidSentence(certificate.voidReason) : null,
    voidReason: certificate.voidedAt ? (certificate.voidReason ?? "") : null,
    title: certificate.title,
    medium: certificate.medium,
    dimensions: certificate.dimensions,
    year: certificate.year,
    image: certificate.image,
    artistName: certificate.artistName,
    buyerName: order ? customerNameOf(order.customerInfo, order.customerEmail) : null,
    issuedAt: certificate.issuedAt,
    workHref: artwork ? `/gallery/${artwork.slug}` : null,
  };
}

/** The valid certificates of the order behind an access token (its page), with their PDF links. */
export async function certificatesOfOrder(accessToken: string): Promise<{ number: string; title: string; url: string; showBuyerName: boolean }[]> {
  const order = await db.order.findUnique({ where: { accessToken }, select: { id: true } });
  if (!order) return [];
  const rows = await db.certificate.findMany({
    where: { orderId: order.id, voidedAt: null },
    orderBy: { issuedAt: "asc" },
    select: { number: true, token: true, title: true, showBuyerName: true },
  });
  return rows.map((c) => ({ number: c.number, title: c.title, url: certificateUrl(c.token), showBuyerName: c.showBuyerName }));
}
