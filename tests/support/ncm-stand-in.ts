/**
 * A local HTTP server standing in for Nepal Can Move's vendor API (v1, Authorization: Token
 * <token>), for tests that drive the real client (lib/couriers/ncm.ts):
 *   POST /api/v1/order/create   {name, phone, cod_charge, address, fbranch, branch, package,
 *                               vref_id, instruction} -> 200 {Message, orderid}; 400 {Error} when a
 *                               required field is missing; 401 on a wrong token
 *   GET  /api/v1/order?id=<id>  {orderid, cod_charge, delivery_charge, last_delivery_status,
 *                               payment_status}; 404 for an unknown id
 * Tests read what was booked and set each parcel's delivery and payment status.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export const NCM_TEST_TOKEN = "ncm-test-token-0000";

export interface NcmParcel {
  orderid: number;
  body: Record<string, unknown>;
  last_delivery_status: string;
  payment_status: string;
}

export interface NcmStandIn {
  baseUrl: string;
  env: Record<string, string>;
  parcels: Map<string, NcmParcel>;
  close(): Promise<void>;
}

export async function startNcmStandIn(): Promise<NcmStandIn> {
  const parcels = new Map<string, NcmParcel>();
  let next = 4100;
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Token ${NCM_TEST_TOKEN}`) return send(401, { detail: "Invalid token." });
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "POST" && url.pathname === "/api/v1/order/create") {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const body = JSON.parse(raw || "{}") as Record<string, unknown>;
        const missing = ["name", "phone", "cod_charge", "address", "fbranch", "branch"].filter((key) => body[key] === undefined || body[key] === "");
        if (missing.length) return send(400, { Error: Object.fromEntries(missing.map((key) => [key, "This field is required."])) });
        const orderid = next++;
        parcels.set(String(orderid), { orderid, body, last_delivery_status: "Pickup Order Created", payment_status: "Pending" });
        send(200, { Message: "Order Successfully Created", orderid });
      });
      return;
    }
    if (req.method === "GET" && url.pathname === "/api/v1/order") {
      const parcel = parcels.get(url.searchParams.get("id") ?? "");
      if (!parcel) return send(404, { detail: "Not found." });
      return send(200, {
        orderid: parcel.orderid,
        cod_charge: String(parcel.body.cod_charge),
        delivery_charge: "150.00",
        last_delivery_status: parcel.last_delivery_status,
        payment_status: parcel.payment_status,
      });
    }
    send(404, { detail: "Not found." });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/api`;
  return {
    baseUrl,
    env: { NCM_API_TOKEN: NCM_TEST_TOKEN, NCM_API_URL: baseUrl, NCM_PICKUP_BRANCH: "TINKUNE" },
    parcels,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
