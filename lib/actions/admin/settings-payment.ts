"use server";
/**
 * Payment-method actions of the settings page, on the action client: save and remove the
 * artist's payment methods, and online payment (eSewa / Khalti) on or off at checkout.
 *
 * An uploaded QR picture is decoded on the server (lib/images/qr-decode.ts); a picture without a
 * readable QR code is refused and nothing changes. Only the decoded payload is stored. The
 * providers' secrets live in the environment only and are never stored or shown here. Every
 * change is recorded in the activity log in the same transaction.
 */
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { wholeInput } from "@/lib/domain/admin/form-input";
import { PAYMENT_METHOD_MESSAGES, parsePaymentMethodFields } from "@/lib/domain/admin/payment-method-form";
import { ONLINE_PAYMENT_SETTINGS_MESSAGES } from "@/lib/domain/online-providers";
import { PAYMENT_KIND_LABELS, PAYMENT_KINDS, isPaymentKind } from "@/lib/domain/payment-details";
import { QR_IMAGE_MAX_BYTES, QR_MESSAGES, decodeQrImage } from "@/lib/images/qr-decode";
import { z } from "@/lib/validation/z";
import { recordActivity, recordUpdate } from "@/lib/activity/log";

const LOGGED_FIELDS = { accountName: true, accountId: true, bankName: true, branch: true, qrPayload: true } as const;

function fileOf(value: FormDataEntryValue | null): File | null {
  return value && typeof value === "object" && "arrayBuffer" in value && value.size > 0 ? value : null;
}

/** Form fields: kind, accountName, accountId, bankName, branch, qr (file, optional), removeQr ("1"). */
const paymentMethodForm = z.unknown().transform((form, ctx) => {
  if (!(form instanceof FormData)) {
    ctx.addIssue({ code: "custom", message: PAYMENT_METHOD_MESSAGES.failed });
    return z.NEVER;
  }
  const kind = form.get("kind");
  if (!isPaymentKind(kind)) {
    ctx.addIssue({ code: "custom", message: PAYMENT_METHOD_MESSAGES.unknownKind });
    return z.NEVER;
  }
  const input: Record<string, unknown> = {};
  for (const key of ["accountName", "accountId", "bankName", "branch"]) input[key] = form.get(key) ?? undefined;
  const parsed = parsePaymentMethodFields(input);
  if (!parsed.ok) {
    for (const [field, message] of Object.entries(parsed.fieldErrors)) ctx.addIssue({ code: "custom", message, path: [field] });
    return z.NEVER;
  }
  return { kind, fields: parsed.values, qr: fileOf(form.get("qr")), removeQr: form.get("removeQr") === "1" };
});

export const savePaymentMethodAction = adminAction(
  paymentMethodForm,
  async ({ kind, fields: v, qr, removeQr }, admin) => {
    assertWritable(DEMO_MESSAGES.updateSettings);
    const existing = await db.paymentMethod.findUnique({ where: { kind }, select: { qrPayload: true } });
    let qrPayload = removeQr ? null : (existing?.qrPayload ?? null);
    if (qr) {
      if (qr.size > QR_IMAGE_MAX_BYTES) throw new AdminActionError(QR_MESSAGES.tooLarge, { qr: QR_MESSAGES.tooLarge });
      const decoded = await decodeQrImage(new Uint8Array(await qr.arrayBuffer()));
      if (!decoded.ok) throw new AdminActionError(decoded.message, { qr: decoded.message });
      qrPayload = decoded.payload;
    }

    if (kind === "bank" && (!v.bankName || !v.accountId)) {
      const errors: Record<string, string> = {};
      if (!v.bankName) errors.bankName = "Enter the bank name";
      if (!v.accountId) errors.accountId = "Enter the account number";
      throw new AdminActionError(PAYMENT_METHOD_MESSAGES.bankNeeds, errors);
    }
    if (!v.accountId && !qrPayload) throw new AdminActionError(PAYMENT_METHOD_MESSAGES.nothing, { accountId: PAYMENT_METHOD_MESSAGES.nothing });

    const data = { ...v, bankName: kind === "bank" ? v.bankName : "", branch: kind === "bank" ? v.branch : "", qrPayload };
    await db.$transaction(async (tx) => {
      const before = await tx.paymentMethod.findUnique({ where: { kind }, select: LOGGED_FIELDS });
      const after = await tx.paymentMethod.upsert({ where: { kind }, update: data, create: { kind, ...data }, select: LOGGED_FIELDS });
      const subject = PAYMENT_KIND_LABELS[kind];
      if (before) await recordUpdate(tx, admin, { kind: "payment_method", subjectId: kind, subject, before, after });
      else await recordActivity(tx, admin, { kind: "payment_method", action: "created", subjectId: kind, subject, after });
    });
    revalidatePublic(CACHE_TAGS.settings);
    return withMessage({ kind, qrPayload }, PAYMENT_METHOD_MESSAGES.saved(PAYMENT_KIND_LABELS[kind]));
  },
  { invalidMessage: PAYMENT_METHOD_MESSAGES.failed, failureMessage: PAYMENT_METHOD_MESSAGES.failed, permission: "settings" },
);

/** `{ kind }` of the method to take off checkout. */
export const removePaymentMethodAction = adminAction(
  wholeInput(z.object({ kind: z.enum(PAYMENT_KINDS) }), PAYMENT_METHOD_MESSAGES.unknownKind),
  async ({ kind }, admin) => {
    assertWritable(DEMO_MESSAGES.updateSettings);
    await db.$transaction(async (tx) => {
      const before = await tx.paymentMethod.findUnique({ where: { kind }, select: LOGGED_FIELDS });
      if (!before) return;
      await tx.paymentMethod.delete({ where: { kind } });
      await recordActivity(tx, admin, { kind: "payment_method", action: "deleted", subjectId: kind, subject: PAYMENT_KIND_LABELS[kind], before });
    });
    revalidatePublic(CACHE_TAGS.settings);
    return withMessage({ kind }, PAYMENT_METHOD_MESSAGES.removed(PAYMENT_KIND_LABELS[kind]));
  },
  { failureMessage: PAYMENT_METHOD_MESSAGES.failed, permission: "settings" },
);

/** Online payment (eSewa / Khalti) on or off at checkout. */
export const saveOnlinePaymentSettingsAction = adminAction(
  wholeInput(z.object({ esewa: z.boolean(), khalti: z.boolean() }).strict(), ONLINE_PAYMENT_SETTINGS_MESSAGES.failed),
  async ({ esewa, khalti }, admin) => {
    assertWritable(DEMO_MESSAGES.updateSettings);
    const row = await db.$transaction(async (tx) => {
      const before = await tx.settings.findUniqueOrThrow({ where: { id: 1 }, select: { esewaEnabled: true, khaltiEnabled: true } });
      const after = await tx.settings.update({
        where: { id: 1 },
        data: { esewaEnabled: esewa, khaltiEnabled: khalti },
        select: { esewaEnabled: true, khaltiEnabled: true },
      });
      await recordUpdate(tx, admin, { kind: "payment_method", subjectId: "online", subject: "Online payment", before, after });
      return after;
    });
    return withMessage({ esewa: row.esewaEnabled, khalti: row.khaltiEnabled }, ONLINE_PAYMENT_SETTINGS_MESSAGES.saved);
  },
  { failureMessage: ONLINE_PAYMENT_SETTINGS_MESSAGES.failed, permission: "settings" },
);
