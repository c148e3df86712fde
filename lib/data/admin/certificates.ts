/** The certificates of authenticity of an order, for its back-office page (order work: assistants see them; re-issuing is for administrators). */
import "server-only";
import { db } from "@/lib/db";
import { requireAdmin } from "@/lib/auth/require-admin";
import { certificateUrl, verifyUrl } from "@/lib/certificates/issue";
import { voidSentence } from "@/lib/domain/certificate";

export interface AdminCertificate {
  id: string;
  number: string;
  title: string;
  issuedAt: Date;
  voidedAt: Date | null;
  voidSentence: string | null;
  pdfUrl: string;
  verifyUrl: string;
  showBuyerName: boolean;
}

export async function getOrderCertificates(orderId: string): Promise<AdminCertificate[]> {
  await requireAdmin("orders");
  const rows = await db.certificate.findMany({ where: { orderId }, orderBy: { issuedAt: "desc" } });
  return rows.map((c) => ({
    id: c.id,
    number: c.number,
    title: c.title,
    issuedAt: c.issuedAt,
    voidedAt: c.voidedAt,
    voidSentence: c.voidedAt ? voidSentence(c.voidReason) : null,
    pdfUrl: certificateUrl(c.token),
    verifyUrl: verifyUrl(c.number),
    showBuyerName: c.showBuyerName,
  }));
}
