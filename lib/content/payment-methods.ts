import "server-only";
/**
 * Saving and removing the artist's payment methods. Callers check the administrator first.
 * An uploaded QR picture is decoded on the server (lib/images/qr-decode.ts); a picture without
 * a readable QR code is refused and nothing changes. Only the decoded payload is stored.
 */
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { PAYMENT_METHOD_MESSAGES, parsePaymentMethodFields } from "@/lib/domain/admin/payment-method-form";
import { PAYMENT_KIND_LABELS, isPaymentKind, type PaymentKind } from "@/lib/domain/payment-details";
import { QR_IMAGE_MAX_BYTES, QR_MESSAGES, decodeQrImage } from "@/lib/images/qr-decode";
import { fail, guarded, ok, type ContentResult } from "@/lib/content/result";

export interface SavedPaymentMethod {
  kind: PaymentKind;
  qrPayload: string | null;
}

function fileOf(value: FormDataEntryValue | null): File | null {
  return value && typeof value === "object" && "arrayBuffer" in value && value.size > 0 ? value : null;
}

/** Form fields: kind, accountName, accountId, bankName, branch, qr (file, optional), removeQr ("1"). */
export async function savePaymentMethod(form: FormData): Promise<ContentResult<SavedPaymentMethod>> {
  return guarded(PAYMENT_METHOD_MESSAGES.failed, async () => {
    assertWritable(DEMO_MESSAGES.updateSettings);
    const kind = form.get("kind");
    if (!isPaymentKind(kind)) return fail(PAYMENT_METHOD_MESSAGES.unknownKind);
    const input: Record<string, unknown> = {};
    for (const key of ["accountName", "accountId", "bankName", "branch"]) input[key] = form.get(key) ?? undefined;
    const parsed = parsePaymentMethodFields(input);
    if (!parsed.ok) return fail(PAYMENT_METHOD_MESSAGES.failed, parsed.fieldErrors);
    const v = parsed.values;

    const existing = await db.paymentMethod.findUnique({ where: { kind }, select: { qrPayload: true } });
    let qrPayload = form.get("removeQr") === "1" ? null : (existing?.qrPayload ?? null);
    const file = fileOf(form.get("qr"));
    if (file) {
      if (file.size > QR_IMAGE_MAX_BYTES) return fail(QR_MESSAGES.tooLarge, { qr: QR_MESSAGES.tooLarge });
      const decoded = await decodeQrImage(new Uint8Array(await file.arrayBuffer()));
      if (!decoded.ok) return fail(decoded.message, { qr: decoded.message });
      qrPayload = decoded.payload;
    }

    if (kind === "bank" && (!v.bankName || !v.accountId)) {
      const errors: Record<string, string> = {};
      if (!v.bankName) errors.bankName = "Enter the bank name";
      if (!v.accountId) errors.accountId = "Enter the account number";
      return fail(PAYMENT_METHOD_MESSAGES.bankNeeds, errors);
    }
    if (!v.accountId && !qrPayload) return fail(PAYMENT_METHOD_MESSAGES.nothing, { accountId: PAYMENT_METHOD_MESSAGES.nothing });

    const data = { ...v, bankName: kind === "bank" ? v.bankName : "", branch: kind === "bank" ? v.branch : "", qrPayload };
    await db.paymentMethod.upsert({ where: { kind }, update: data, create: { kind, ...data } });
    revalidatePublic(CACHE_TAGS.settings);
    return ok({ kind, qrPayload }, PAYMENT_METHOD_MESSAGES.saved(PAYMENT_KIND_LABELS[kind]));
  });
}

export async function removePaymentMethod(kind: unknown): Promise<ContentResult<{ kind: PaymentKind }>> {
  return guarded(PAYMENT_METHOD_MESSAGES.failed, async () => {
    assertWritable(DEMO_MESSAGES.updateSettings);
    if (!isPaymentKind(kind)) return fail(PAYMENT_METHOD_MESSAGES.unknownKind);
    await db.paymentMethod.deleteMany({ where: { kind } });
    revalidatePublic(CACHE_TAGS.settings);
    return ok({ kind }, PAYMENT_METHOD_MESSAGES.removed(PAYMENT_KIND_LABELS[kind]));
  });
}
