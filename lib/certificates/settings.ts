/**
 * What certificates print for the artist (Settings -> Certificates): the name (empty: the shop's
 * name) and a signature image, stored like the back office's other public images (processed and
 * stripped by lib/images, in 'about-images/signature'). A replaced signature's file is removed.
 */
import "server-only";
import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { storeImage } from "@/lib/images";
import { recordUpdate } from "@/lib/activity/log";

export const CERTIFICATE_SETTINGS_MESSAGES = {
  saved: "Certificate settings saved",
  failed: "The certificate settings could not be saved. Please try again.",
  nameTooLong: "The artist's name must be 120 characters or fewer",
} as const;

export interface CertificateSettingsView {
  artistName: string;
  signatureImage: string | null;
}

export async function readCertificateSettings(): Promise<CertificateSettingsView> {
  const row = await db.certificateSettings.findUnique({ where: { id: 1 }, select: { artistName: true, signatureImage: true } });
  return { artistName: row?.artistName ?? "", signatureImage: row?.signatureImage ?? null };
}

export async function saveCertificateSettings(
  input: { artistName: string; signature: File | null; removeSignature: boolean },
  admin: { id: string; email: string },
): Promise<CertificateSettingsView> {
  const before = await readCertificateSettings();
  let signatureImage = input.removeSignature ? null : before.signatureImage;
  if (input.signature) {
    // An image refused (ImageRejectedError) is thrown on with its message; nothing is saved.
    signatureImage = (await storeImage("about-images", input.signature, { kind: "about", folder: "signature" })).url;
  }
  const after = await db.$transaction(async (tx) => {
    const row = await tx.certificateSettings.upsert({
      where: { id: 1 },
      create: { id: 1, artistName: input.artistName, signatureImage },
      update: { artistName: input.artistName, signatureImage },
      select: { artistName: true, signatureImage: true },
    });
    await recordUpdate(tx, admin, { kind: "settings", subjectId: "certificates", subject: "Certificates", before: { ...before }, after: { ...row } });
    return row;
  });
  if (before.signatureImage && before.signatureImage !== after.signatureImage) await storage().remove(before.signatureImage).catch(() => undefined);
  return after;
}
