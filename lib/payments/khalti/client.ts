/**
 * Khalti ePayment (KPG-2): initiation (the buyer is sent to the answer's payment_url) and the
 * lookup API by pidx (the only answer that marks anything paid). Authorization: Key <secret>.
 */
import { env } from "@/lib/env";
import { khaltiAttemptStatus, type AttemptStatus } from "@/lib/domain/online-payment";
import { providerCall, PROVIDER_TIMEOUT_MS } from "@/lib/payments/http";

export interface KhaltiConfig {
  secretKey: string;
  baseUrl: string;
}

export function khaltiConfig(): KhaltiConfig | null {
  const e = env();
  if (!e.KHALTI_SECRET_KEY || !e.KHALTI_BASE_URL) return null;
  return { secretKey: e.KHALTI_SECRET_KEY, baseUrl: e.KHALTI_BASE_URL };
}

function endpoint(config: KhaltiConfig, path: string): string {
  return `${config.baseUrl.replace(/\/+$/, "")}/${path}`;
}

export interface KhaltiInitiation {
  returnUrl: string;
  websiteUrl: string;
  amountPaisa: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  customerInfo: { name: string; email: string; phone?: string };
}

export type KhaltiInitiated =
  | { kind: "initiated"; pidx: string; paymentUrl: string; raw: Record<string, unknown> }
  | { kind: "refused"; error: string; raw: Record<string, unknown> }
  | { kind: "unreachable"; error: string };

export async function khaltiInitiate(config: KhaltiConfig, input: KhaltiInitiation, timeoutMs: number = PROVIDER_TIMEOUT_MS): Promise<KhaltiInitiated> {
  const customer: Record<string, string> = { name: input.customerInfo.name.slice(0, 100), email: input.customerInfo.email };
  if (input.customerInfo.phone) customer.phone = input.customerInfo.phone.slice(0, 20);
  const answer = await providerCall(
    endpoint(config, "epayment/initiate/"),
    {
      method: "POST",
      headers: { Authorization: `Key ${config.secretKey}` },
      body: {
        return_url: input.returnUrl,
        website_url: input.websiteUrl,
        amount: input.amountPaisa,
        purchase_order_id: input.purchaseOrderId,
        purchase_order_name: input.purchaseOrderName.slice(0, 100),
        customer_info: customer,
      },
    },
    timeoutMs,
  );
  if (answer.kind === "unreachable") return answer;
  const { body } = answer;
  if (answer.httpStatus === 200 && typeof body.pidx === "string" && typeof body.payment_url === "string") {
    let url: URL;
    try {
      url = new URL(body.payment_url);
    } catch {
      return { kind: "refused", error: "payment_url is not a URL", raw: body };
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") return { kind: "refused", error: "payment_url is not http(s)", raw: body };
    return { kind: "initiated", pidx: body.pidx.slice(0, 100), paymentUrl: url.toString(), raw: body };
  }
  return { kind: "refused", error: `initiation refused (HTTP ${answer.httpStatus})`, raw: body };
}

export type KhaltiLookup =
  | { kind: "answer"; status: AttemptStatus; providerStatus: string; totalPaisa: bigint | null; transactionId: string | null; raw: Record<string, unknown> }
  | { kind: "unreachable"; error: string };

export async function khaltiLookup(config: KhaltiConfig, pidx: string, timeoutMs: number = PROVIDER_TIMEOUT_MS): Promise<KhaltiLookup> {
  const answer = await providerCall(
    endpoint(config, "epayment/lookup/"),
    { method: "POST", headers: { Authorization: `Key ${config.secretKey}` }, body: { pidx } },
    timeoutMs,
  );
  if (answer.kind === "unreachable") return answer;
  const { body } = answer;
  // Khalti answers an expired or unknown pidx with a 4xx that still carries a status.
  if (typeof body.status !== "string") return { kind: "unreachable", error: `no status in the answer (HTTP ${answer.httpStatus})` };
  if (body.pidx !== undefined && body.pidx !== pidx) {
    return { kind: "answer", status: "refused", providerStatus: body.status, totalPaisa: null, transactionId: null, raw: body };
  }
  const total = typeof body.total_amount === "number" && Number.isSafeInteger(body.total_amount) && body.total_amount >= 0 ? BigInt(body.total_amount) : null;
  return {
    kind: "answer",
    status: khaltiAttemptStatus(body.status),
    providerStatus: body.status,
    totalPaisa: total,
    transactionId: typeof body.transaction_id === "string" && body.transaction_id ? body.transaction_id.slice(0, 100) : null,
    raw: body,
  };
}
