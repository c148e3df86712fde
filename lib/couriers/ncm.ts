/**
 * Nepal Can Move (NCM), optional: book a parcel, read its delivery and cash-on-delivery status.
 * On only when NCM_API_TOKEN, NCM_API_URL and NCM_PICKUP_BRANCH are set (lib/env.ts).
 *
 * The shapes follow NCM's published vendor API (v1, `Authorization: Token <token>`) as far as
 * known when this was written:
 *   POST {api}/v1/order/create  {name, phone, phone2, cod_charge, address, fbranch, branch,
 *                                package, vref_id, instruction} -> {Message, orderid}
 *   GET  {api}/v1/order?id=<orderid> -> {orderid, cod_charge, delivery_charge,
 *                                last_delivery_status, payment_status}
 * cod_charge is in rupees as text ("2500"); our amounts are paisa and are converted exactly.
 * Tested against a local stand-in (tests/support/ncm-stand-in.ts).
 */
import { env } from "@/lib/env";
import { providerCall, PROVIDER_TIMEOUT_MS } from "@/lib/payments/http";

export interface NcmConfig {
  token: string;
  apiUrl: string;
  pickupBranch: string;
}

export function ncmConfig(): NcmConfig | null {
  const e = env();
  if (!e.NCM_API_TOKEN || !e.NCM_API_URL || !e.NCM_PICKUP_BRANCH) return null;
  return { token: e.NCM_API_TOKEN, apiUrl: e.NCM_API_URL, pickupBranch: e.NCM_PICKUP_BRANCH };
}

function endpoint(config: NcmConfig, path: string): string {
  return `${config.apiUrl.replace(/\/+$/, "")}/${path}`;
}

/** Paisa as NCM's rupee text: whole rupees only ("2500"); paisa are rounded up to the rupee. */
export function ncmRupees(paisa: number): string {
  return String(Math.ceil(Math.max(0, paisa) / 100));
}

export interface NcmBooking {
  name: string;
  phone: string;
  address: string;
  /** The destination branch (NCM's branch name, usually the district's). */
  branch: string;
  /** Cash to collect, paisa (0 for a paid order). */
  codPaisa: number;
  packageText: string;
  /** Our order number (NCM's vendor reference). */
  reference: string;
  instruction?: string;
}

export type NcmBooked = { kind: "booked"; orderId: string; raw: Record<string, unknown> } | { kind: "refused"; error: string } | { kind: "unreachable"; error: string };

export async function ncmCreateOrder(config: NcmConfig, booking: NcmBooking, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<NcmBooked> {
  const answer = await providerCall(
    endpoint(config, "v1/order/create"),
    {
      method: "POST",
      headers: { Authorization: `Token ${config.token}` },
      body: {
        name: booking.name.slice(0, 100),
        phone: booking.phone.slice(0, 20),
        phone2: "",
        cod_charge: ncmRupees(booking.codPaisa),
        address: booking.address.slice(0, 300),
        fbranch: config.pickupBranch,
        branch: booking.branch.slice(0, 64),
        package: booking.packageText.slice(0, 200),
        vref_id: booking.reference.slice(0, 64),
        instruction: (booking.instruction ?? "").slice(0, 300),
      },
    },
    timeoutMs,
  );
  if (answer.kind === "unreachable") return answer;
  const id = answer.body.orderid;
  if (answer.httpStatus >= 200 && answer.httpStatus < 300 && (typeof id === "number" || typeof id === "string") && String(id).length <= 40) {
    return { kind: "booked", orderId: String(id), raw: answer.body };
  }
  const message = typeof answer.body.Error === "object" ? JSON.stringify(answer.body.Error) : String(answer.body.Message ?? answer.body.detail ?? "");
  return { kind: "refused", error: `NCM refused the booking (HTTP ${answer.httpStatus})${message ? `: ${message.slice(0, 200)}` : ""}` };
}

export type NcmStatus =
  | { kind: "status"; deliveryStatus: string; paymentStatus: string; codPaisa: number | null; raw: Record<string, unknown> }
  | { kind: "refused"; error: string }
  | { kind: "unreachable"; error: string };

export async function ncmOrderStatus(config: NcmConfig, orderId: string, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<NcmStatus> {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(orderId)) return { kind: "refused", error: "not an NCM order id" };
  const answer = await providerCall(`${endpoint(config, "v1/order")}?id=${encodeURIComponent(orderId)}`, { method: "GET", headers: { Authorization: `Token ${config.token}` } }, timeoutMs);
  if (answer.kind === "unreachable") return answer;
  if (answer.httpStatus !== 200) return { kind: "refused", error: `NCM answered HTTP ${answer.httpStatus}` };
  const body = answer.body;
  const cod = Number(body.cod_charge);
  return {
    kind: "status",
    deliveryStatus: String(body.last_delivery_status ?? "").slice(0, 80),
    paymentStatus: String(body.payment_status ?? "").slice(0, 80),
    codPaisa: Number.isFinite(cod) && cod >= 0 ? Math.round(cod * 100) : null,
    raw: body,
  };
}
