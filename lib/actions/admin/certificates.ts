"use server";
/**
 * Certificates of authenticity in the back office: re-issue one (a new number and link; the old
 * number is void from then on, and its verification page says by which it was replaced), and the
 * artist's name and signature printed on them (Settings -> Certificates). Money permission for
 * re-issue (it stands beside the order's money decisions); settings permission for the settings.
 */
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { db } from "@/lib/db";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { z } from "@/lib/validation/z";
import { historyActor, lockOrderRow } from "@/lib/orders/ledger";
import { CertificateError, REISSUE_MESSAGES, reissueCertificate } from "@/lib/certificates/issue";
import { ImageRejectedError } from "@/lib/images";
import { CERTIFICATE_SETTINGS_MESSAGES, saveCertificateSettings } from "@/lib/certificates/settings";

const reissueInput = z.object({ orderId: z.string().uuid(), certificateId: z.string().uuid() }).strict();

export const reissueCertificateAction = adminAction(
  reissueInput,
  async ({ orderId, certificateId }, admin) => {
    const result = await db
      .$transaction(async (tx) => {
        await lockOrderRow(tx, orderId);
        const done = await reissueCertificate(tx, orderId, certificateId, new Date());
        await tx.orderHistory.create({
          data: { ...historyActor(orderId, admin), field: "certificate", fromValue: done.old, toValue: done.issued.number, detail: `Certificate re-issued; ${done.old} is void` },
        });
        return done;
      })
      .catch((error: unknown) => {
        if (error instanceof CertificateError) throw new AdminActionError(error.message);
        throw error;
      });
    return withMessage({ number: result.issued.number }, REISSUE_MESSAGES.reissued(result.old, result.issued.number));
  },
  { failureMessage: "The certificate could not be re-issued. Please try again.", permission: "orderMoney" },
);

function fileOf(value: FormDataEntryValue | null): File | null {
  return value && typeof value === "object" && "arrayBuffer" in value && value.size > 0 ? value : null;
}

/** Form fields: artistName (text), signature (image file, optional), removeSignature ("1"). */
const settingsForm = z.unknown().transform((form, ctx) => {
  if (!(form instanceof FormData)) {
    ctx.addIssue({ code: "custom", message: CERTIFICATE_SETTINGS_MESSAGES.failed });
    return z.NEVER;
  }
  const name = form.get("artistName");
  if (typeof name !== "string" || name.trim().length > 120) {
    ctx.addIssue({ code: "custom", message: CERTIFICATE_SETTINGS_MESSAGES.nameTooLong, path: ["artistName"] });
    return z.NEVER;
  }
  return { artistName: name.trim(), signature: fileOf(form.get("signature")), removeSignature: form.get("removeSignature") === "1" };
});

export const saveCertificateSettingsAction = adminAction(
  settingsForm,
  async (input, admin) => {
    assertWritable(DEMO_MESSAGES.updateSettings);
    const saved = await saveCertificateSettings(input, admin).catch((error: unknown) => {
      if (error instanceof ImageRejectedError) throw new AdminActionError(error.message, { signature: error.message });
      throw error;
    });
    return withMessage(saved, CERTIFICATE_SETTINGS_MESSAGES.saved);
  },
  { failureMessage: CERTIFICATE_SETTINGS_MESSAGES.failed, invalidMessage: CERTIFICATE_SETTINGS_MESSAGES.failed, permission: "settings" },
);
