/**
 * Local HTTP servers standing in for eSewa ePay v2 and Khalti KPG-2, for tests that drive the
 * real provider clients (lib/payments/*) and the browser through a payment.
 *
 * eSewa (with the merchant's product code and secret key):
 *   POST /esewa/form            the form the buyer's browser posts; its signature is checked
 *                               (HMAC-SHA256, base64, over signed_field_names), the transaction is
 *                               recorded, then the buyer is redirected to success_url?data=<base64
 *                               JSON signed over its own signed_field_names> or to failure_url
 *   GET  /esewa/status/         the transaction status API (product_code, total_amount,
 *                               transaction_uuid): NOT_FOUND unless all three match
 * Khalti (Authorization: Key <secret>):
 *   POST /khalti/epayment/initiate/  {pidx, payment_url, expires_at, expires_in}
 *   GET  /khalti/pay/<pidx>          the buyer "pays" (or cancels) and returns to return_url
 *   POST /khalti/epayment/lookup/    {pidx, total_amount, status, transaction_id, fee, refunded}
 *
 * Tests script what happens: the outcome of the next payment, a transaction's status, answers
 * that never come (timeouts), and they can build signed or tampered success data themselves.
 */
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const ESEWA_TEST_PRODUCT_CODE = "EPAYTEST";
export const ESEWA_TEST_SECRET = "8gBm/:&EnhH.1/q";
export const KHALTI_TEST_SECRET = "test-khalti-secret-key-0000000000";

export interface EsewaTransaction {
  transactionUuid: string;
  totalAmount: string;
  productCode: string;
  status: string;
  refId: string;
  successUrl: string;
  failureUrl: string;
}

export interface KhaltiPayment {
  pidx: string;
  amount: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  returnUrl: string;
  status: string;
  transactionId: string | null;
}

export interface PaymentStandIns {
  baseUrl: string;
  env: Record<string, string>;
  esewa: {
    transactions: Map<string, EsewaTransaction>;
    /** What the next form post does: pay (COMPLETE), leave PENDING, or fail (failure_url). */
    nextOutcome: "COMPLETE" | "PENDING" | "fail";
    setStatus(transactionUuid: string, status: string): void;
    /** Signed success data as eSewa sends it; `overrides` change fields after (or before, with resign) signing. */
    successData(transactionUuid: string, overrides?: Record<string, string>, options?: { resign?: boolean; secret?: string }): string;
    statusCalls: number;
  };
  khalti: {
    payments: Map<string, KhaltiPayment>;
    /** What the buyer does on Khalti's page. */
    nextOutcome: "Completed" | "Pending" | "User canceled";
    setStatus(pidx: string, status: string, transactionId?: string | null): void;
    initiations: { authorization: string | undefined; body: Record<string, unknown> }[];
    lookupCalls: number;
  };
  /** The next `count` status/lookup calls never answer (the client's timeout fires). */
  hang(count: number): void;
  close(): Promise<void>;
}

function sign(message: string, secret: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("base64");
}

function signed(fields: Record<string, string>, names: string, secret: string): string {
  return sign(
    names
      .split(",")
      .map((n) => `${n}=${fields[n] ?? ""}`)
      .join(","),
    secret,
  );
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

export async function startPaymentStandIns(options: { port?: number; esewaSecret?: string; khaltiSecret?: string } = {}): Promise<PaymentStandIns> {
  const esewaSecret = options.esewaSecret ?? ESEWA_TEST_SECRET;
  const khaltiSecret = options.khaltiSecret ?? KHALTI_TEST_SECRET;
  let hangs = 0;
  const hanging = new Set<http.ServerResponse>();

  const esewaTransactions = new Map<string, EsewaTransaction>();
  const khaltiPayments = new Map<string, KhaltiPayment>();

  const standIns = {} as PaymentStandIns;

  function successData(uuid: string, overrides: Record<string, string> = {}, opts: { resign?: boolean; secret?: string } = {}): string {
    const tx = esewaTransactions.get(uuid);
    const names = "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names";
    const fields: Record<string, string> = {
      transaction_code: tx?.refId ?? "000XYZ",
      status: tx?.status ?? "COMPLETE",
      total_amount: tx ? `${tx.totalAmount}.0` : "0.0",
      transaction_uuid: uuid,
      product_code: tx?.productCode ?? ESEWA_TEST_PRODUCT_CODE,
      signed_field_names: names,
    };
    let signature: string;
    if (opts.resign) {
      Object.assign(fields, overrides);
      signature = signed(fields, names, opts.secret ?? esewaSecret);
    } else {
      signature = signed(fields, names, opts.secret ?? esewaSecret);
      Object.assign(fields, overrides);
    }
    return Buffer.from(JSON.stringify({ ...fields, signature })).toString("base64");
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const body = await readBody(req);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(value));
      };
      const isStatusCall = url.pathname === "/esewa/status/" || url.pathname === "/khalti/epayment/lookup/";
      if (isStatusCall && hangs > 0) {
        hangs--;
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }

      if (req.method === "POST" && url.pathname === "/esewa/form") {
        const form = Object.fromEntries(new URLSearchParams(body));
        const names = form.signed_field_names ?? "";
        if (!form.signature || signed(form, names, esewaSecret) !== form.signature || form.product_code !== ESEWA_TEST_PRODUCT_CODE) {
          res.writeHead(400, { "Content-Type": "text/plain" });
          res.end("Invalid payload signature");
          return;
        }
        const outcome = standIns.esewa.nextOutcome;
        const tx: EsewaTransaction = {
          transactionUuid: form.transaction_uuid,
          totalAmount: form.total_amount,
          productCode: form.product_code,
          status: outcome === "fail" ? "CANCELED" : outcome,
          refId: `000${randomBytes(3).toString("hex").toUpperCase()}`,
          successUrl: form.success_url,
          failureUrl: form.failure_url,
        };
        esewaTransactions.set(tx.transactionUuid, tx);
        const target = outcome === "fail" ? tx.failureUrl : `${tx.successUrl}${tx.successUrl.includes("?") ? "&" : "?"}data=${encodeURIComponent(successData(tx.transactionUuid))}`;
        res.writeHead(303, { Location: target });
        res.end();
        return;
      }

      if (req.method === "GET" && url.pathname === "/esewa/status/") {
        standIns.esewa.statusCalls++;
        const uuid = url.searchParams.get("transaction_uuid") ?? "";
        const tx = esewaTransactions.get(uuid);
        const total = url.searchParams.get("total_amount") ?? "";
        const product = url.searchParams.get("product_code") ?? "";
        if (!tx || Number(tx.totalAmount) !== Number(total) || tx.productCode !== product) {
          json(200, { product_code: product, transaction_uuid: uuid, total_amount: Number(total), status: "NOT_FOUND", ref_id: null });
          return;
        }
        json(200, {
          product_code: tx.productCode,
          transaction_uuid: tx.transactionUuid,
          total_amount: Number(tx.totalAmount),
          status: tx.status,
          ref_id: tx.status === "COMPLETE" || tx.status.endsWith("REFUND") ? tx.refId : null,
        });
        return;
      }

      if (url.pathname.startsWith("/khalti/")) {
        const authorization = req.headers.authorization;
        if (req.method === "GET" && url.pathname.startsWith("/khalti/pay/")) {
          const payment = khaltiPayments.get(decodeURIComponent(url.pathname.slice("/khalti/pay/".length)));
          if (!payment) {
            res.writeHead(404);
            res.end("Not found");
            return;
          }
          const outcome = standIns.khalti.nextOutcome;
          payment.status = outcome;
          if (outcome === "Completed") payment.transactionId = randomBytes(11).toString("base64url");
          const back = new URL(payment.returnUrl);
          const params: Record<string, string> = {
            pidx: payment.pidx,
            status: outcome,
            transaction_id: payment.transactionId ?? "",
            tidx: payment.transactionId ?? "",
            txnId: payment.transactionId ?? "",
            amount: String(payment.amount),
            total_amount: String(payment.amount),
            mobile: "98XXXXX000",
            purchase_order_id: payment.purchaseOrderId,
            purchase_order_name: payment.purchaseOrderName,
          };
          for (const [k, v] of Object.entries(params)) back.searchParams.set(k, v);
          res.writeHead(302, { Location: back.toString() });
          res.end();
          return;
        }
        if (authorization !== `Key ${khaltiSecret}`) {
          json(401, { detail: "Invalid token.", status_code: 401 });
          return;
        }
        let input: Record<string, unknown> = {};
        try {
          input = JSON.parse(body || "{}");
        } catch {
          json(400, { detail: "JSON parse error", error_key: "validation_error" });
          return;
        }
        if (req.method === "POST" && url.pathname === "/khalti/epayment/initiate/") {
          standIns.khalti.initiations.push({ authorization, body: input });
          const amount = input.amount;
          if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 1000) {
            json(400, { amount: ["Amount should be greater than Rs. 10, that is 1000 paisa."], error_key: "validation_error" });
            return;
          }
          for (const key of ["return_url", "website_url", "purchase_order_id", "purchase_order_name"]) {
            if (typeof input[key] !== "string" || !input[key]) {
              json(400, { [key]: ["This field is required."], error_key: "validation_error" });
              return;
            }
          }
          const pidx = randomBytes(16).toString("base64url").slice(0, 22);
          khaltiPayments.set(pidx, {
            pidx,
            amount,
            purchaseOrderId: input.purchase_order_id as string,
            purchaseOrderName: input.purchase_order_name as string,
            returnUrl: input.return_url as string,
            status: "Initiated",
            transactionId: null,
          });
          json(200, { pidx, payment_url: `${standIns.baseUrl}/khalti/pay/${pidx}`, expires_at: new Date(Date.now() + 3_600_000).toISOString(), expires_in: 3600 });
          return;
        }
        if (req.method === "POST" && url.pathname === "/khalti/epayment/lookup/") {
          standIns.khalti.lookupCalls++;
          const payment = typeof input.pidx === "string" ? khaltiPayments.get(input.pidx) : undefined;
          if (!payment) {
            json(404, { detail: "Not found.", error_key: "validation_error" });
            return;
          }
          const answer = {
            pidx: payment.pidx,
            total_amount: payment.amount,
            status: payment.status,
            transaction_id: payment.transactionId,
            fee: 0,
            refunded: payment.status === "Refunded",
          };
          json(payment.status === "Expired" ? 400 : 200, answer);
          return;
        }
      }
      res.writeHead(404);
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  Object.assign(standIns, {
    baseUrl,
    env: {
      ESEWA_PRODUCT_CODE: ESEWA_TEST_PRODUCT_CODE,
      ESEWA_SECRET_KEY: esewaSecret,
      ESEWA_FORM_URL: `${baseUrl}/esewa/form`,
      ESEWA_STATUS_URL: `${baseUrl}/esewa/status/`,
      KHALTI_SECRET_KEY: khaltiSecret,
      KHALTI_BASE_URL: `${baseUrl}/khalti/`,
    },
    esewa: {
      transactions: esewaTransactions,
      nextOutcome: "COMPLETE",
      setStatus(uuid: string, status: string) {
        const tx = esewaTransactions.get(uuid);
        if (!tx) throw new Error(`no eSewa transaction ${uuid}`);
        tx.status = status;
      },
      successData,
      statusCalls: 0,
    },
    khalti: {
      payments: khaltiPayments,
      nextOutcome: "Completed",
      setStatus(pidx: string, status: string, transactionId?: string | null) {
        const payment = khaltiPayments.get(pidx);
        if (!payment) throw new Error(`no Khalti payment ${pidx}`);
        payment.status = status;
        if (transactionId !== undefined) payment.transactionId = transactionId;
        else if (status === "Completed" && !payment.transactionId) payment.transactionId = randomBytes(11).toString("base64url");
      },
      initiations: [],
      lookupCalls: 0,
    },
    hang(count: number) {
      hangs = count;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  } satisfies Omit<PaymentStandIns, never>);
  return standIns;
}
