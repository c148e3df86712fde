/**
 * eSewa ePay v2: the signed form the buyer's browser posts to eSewa, the check of the signed
 * data eSewa sends back to the success URL, and the transaction status API (the only answer
 * that marks anything paid).
 */
import { env } from "@/lib/env";
import {
  ESEWA_REQUEST_SIGNED_FIELDS,
  esewaAmount,
  esewaAttemptStatus,
  paisaFromEsewaAmount,
  signEsewaRequest,
  verifyEsewaSignature,
  type AttemptStatus,
} from "@/lib/domain/online-payment";
import { providerCall, PROVIDER_TIMEOUT_MS } from "@/lib/payments/http";

export interface EsewaConfig {
  productCode: string;
  secretKey: string;
  formUrl: string;
  statusUrl: string;
}

/** The configuration from the environment, or null when eSewa is not configured. */
export function esewaConfig(): EsewaConfig | null {
  const e = env();
  if (!e.ESEWA_PRODUCT_CODE || !e.ESEWA_SECRET_KEY || !e.ESEWA_FORM_URL || !e.ESEWA_STATUS_URL) return null;
  return { productCode: e.ESEWA_PRODUCT_CODE, secretKey: e.ESEWA_SECRET_KEY, formUrl: e.ESEWA_FORM_URL, statusUrl: e.ESEWA_STATUS_URL };
}

export interface EsewaForm {
  url: string;
  fields: Record<string, string>;
}

/** The form fields for one attempt; null when the amount is not whole rupees. */
export function esewaForm(
  config: EsewaConfig,
  input: { amountPaisa: bigint | number; transactionUuid: string; successUrl: string; failureUrl: string },
): EsewaForm | null {
  const total = esewaAmount(input.amountPaisa);
  if (!total) return null;
  const fields = {
    amount: total,
    tax_amount: "0",
    total_amount: total,
    transaction_uuid: input.transactionUuid,
    product_code: config.productCode,
    product_service_charge: "0",
    product_delivery_charge: "0",
    success_url: input.successUrl,
    failure_url: input.failureUrl,
    signed_field_names: ESEWA_REQUEST_SIGNED_FIELDS,
  };
  return { url: config.formUrl, fields: { ...fields, signature: signEsewaRequest(fields, config.secretKey) } };
}

/** Longest `data` parameter read from the success URL. */
export const ESEWA_DATA_MAX_LENGTH = 4096;

export type EsewaSuccessData =
  | { ok: true; transactionUuid: string; totalPaisa: bigint; status: string; transactionCode: string | null; productCode: string; fields: Record<string, unknown> }
  | { ok: false; reason: string; fields: Record<string, unknown> | null };

/** Decodes the base64 JSON of the success URL and checks its own signature. */
export function decodeEsewaSuccess(config: EsewaConfig, data: unknown): EsewaSuccessData {
  if (typeof data !== "string" || data.length === 0 || data.length > ESEWA_DATA_MAX_LENGTH) return { ok: false, reason: "missing or oversized data", fields: null };
  let fields: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, "base64").toString("utf8"));
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return { ok: false, reason: "data is not an object", fields: null };
    fields = parsed as Record<string, unknown>;
  } catch {
    return { ok: false, reason: "data is not base64 JSON", fields: null };
  }
  if (!verifyEsewaSignature(fields, config.secretKey)) return { ok: false, reason: "bad signature", fields };
  const totalPaisa = paisaFromEsewaAmount(fields.total_amount);
  if (typeof fields.transaction_uuid !== "string" || totalPaisa === null || typeof fields.status !== "string") {
    return { ok: false, reason: "incomplete data", fields };
  }
  if (fields.product_code !== config.productCode) return { ok: false, reason: "another merchant's transaction", fields };
  return {
    ok: true,
    transactionUuid: fields.transaction_uuid,
    totalPaisa,
    status: fields.status,
    transactionCode: typeof fields.transaction_code === "string" ? fields.transaction_code : null,
    productCode: fields.product_code,
    fields,
  };
}

export type EsewaStatus =
  | { kind: "answer"; status: AttemptStatus; providerStatus: string; totalPaisa: bigint | null; refId: string | null; raw: Record<string, unknown> }
  | { kind: "unreachable"; error: string };

/** eSewa's transaction status API for one attempt. */
export async function esewaStatus(
  config: EsewaConfig,
  input: { transactionUuid: string; amountPaisa: bigint | number },
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): Promise<EsewaStatus> {
  const total = esewaAmount(input.amountPaisa) ?? "0";
  const url = new URL(config.statusUrl);
  url.searchParams.set("product_code", config.productCode);
  url.searchParams.set("total_amount", total);
  url.searchParams.set("transaction_uuid", input.transactionUuid);
  const answer = await providerCall(url.toString(), { method: "GET" }, timeoutMs);
  if (answer.kind === "unreachable") return answer;
  const body = answer.body;
  if (typeof body.status !== "string") return { kind: "unreachable", error: `no status in the answer (HTTP ${answer.httpStatus})` };
  if (body.transaction_uuid !== undefined && body.transaction_uuid !== input.transactionUuid) {
    return { kind: "answer", status: "refused", providerStatus: body.status, totalPaisa: null, refId: null, raw: body };
  }
  return {
    kind: "answer",
    status: esewaAttemptStatus(body.status),
    providerStatus: body.status,
    totalPaisa: paisaFromEsewaAmount(body.total_amount),
    refId: typeof body.ref_id === "string" && body.ref_id ? body.ref_id.slice(0, 100) : null,
    raw: body,
  };
}
