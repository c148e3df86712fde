/**
 * A local HTTP server standing in for the Resend API (POST /emails), for tests that drive the
 * real resend SDK through `new Resend(key, { baseUrl })`.
 *
 * It records every request (recipient, subject, idempotency key, html, text) and behaves like
 * Resend's idempotency: a key that was already accepted returns the first message id and
 * delivers nothing new. Scripted answers per request: "ok", an HTTP error status, or "drop"
 * (accept the message, then cut the connection before answering, like a lost response).
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: {
    from?: string;
    to?: string[] | string;
    subject?: string;
    html?: string;
    text?: string;
    reply_to?: string | string[];
    headers?: Record<string, string>;
  };
}

export type ScriptedAnswer = "ok" | "drop" | number;

export interface ResendRecorder {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Messages actually delivered (once per idempotency key). */
  deliveries: { id: string; request: RecordedRequest }[];
  /** Answers for the next requests, in order; "ok" when the script is empty. */
  script(...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

export async function startResendRecorder(): Promise<ResendRecorder> {
  const requests: RecordedRequest[] = [];
  const deliveries: { id: string; request: RecordedRequest }[] = [];
  const acceptedByKey = new Map<string, string>();
  const answers: ScriptedAnswer[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let body: RecordedRequest["body"] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      } catch {
        /* recorded as empty */
      }
      const header = (name: string) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        authorization: header("authorization"),
        idempotencyKey: header("idempotency-key"),
        body,
      };
      requests.push(recorded);

      const answer = answers.shift() ?? "ok";
      if (typeof answer === "number") {
        res.writeHead(answer, { "content-type": "application/json" });
        res.end(JSON.stringify({ statusCode: answer, name: answer >= 500 ? "internal_server_error" : "validation_error", message: `Scripted ${answer}` }));
        return;
      }
      const key = recorded.idempotencyKey;
      let id = key ? acceptedByKey.get(key) : undefined;
      if (!id) {
        id = crypto.randomUUID();
        if (key) acceptedByKey.set(key, id);
        deliveries.push({ id, request: recorded });
      }
      if (answer === "drop") {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id }));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    deliveries,
    script: (...next) => void answers.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A base URL on which nothing listens (a port that was just free). */
export async function unreachableBaseUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
