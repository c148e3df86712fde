/**
 * One JSON call to a payment provider, with a time limit (10 s unless told): the parsed answer
 * and its HTTP status, or "unreachable" (timeout, refused connection, unreadable answer).
 */
export const PROVIDER_TIMEOUT_MS = 10_000;
/** Answers larger than this are not read. */
const MAX_ANSWER_BYTES = 64 * 1024;

export type ProviderAnswer =
  | { kind: "answer"; httpStatus: number; body: Record<string, unknown> }
  | { kind: "unreachable"; error: string };

export async function providerCall(
  url: string,
  init: { method: "GET" | "POST"; headers?: Record<string, string>; body?: unknown },
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): Promise<ProviderAnswer> {
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: { Accept: "application/json", ...(init.body === undefined ? {} : { "Content-Type": "application/json" }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
      cache: "no-store",
    });
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) return { kind: "unreachable", error: `answer too large (HTTP ${response.status})` };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { kind: "unreachable", error: `not JSON (HTTP ${response.status})` };
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) return { kind: "unreachable", error: `unexpected answer (HTTP ${response.status})` };
    return { kind: "answer", httpStatus: response.status, body: body as Record<string, unknown> };
  } catch (err) {
    const name = err instanceof Error ? err.name : "";
    return { kind: "unreachable", error: name === "TimeoutError" || name === "AbortError" ? `no answer within ${timeoutMs} ms` : err instanceof Error ? err.message : String(err) };
  }
}
