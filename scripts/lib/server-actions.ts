/**
 * Calling the shop's server actions over plain HTTP, as the browser does, for benchmarks, the
 * reliability drill and browser tests:
 *
 * - `actionId(name)`: the id of an exported server action in the current production build
 *   (ids change with every build), from .next/server/server-reference-manifest.json;
 * - `callServerAction(...)`: POSTs the arguments to a page with the `Next-Action` header, encoded
 *   by React's own client (`encodeReply`: plain JSON as text, or multipart when a FormData or
 *   file is among them), and reads the action's value from the answer's payload rows;
 * - `pageFormFields(...)`: the hidden fields of a page's form (action id and bound state) for a
 *   post the way a browser without JavaScript sends the form.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { performance } from "node:perf_hooks";

const require = createRequire(import.meta.url);

interface FlightClient {
  encodeReply(value: unknown): Promise<string | FormData>;
}

let flight: FlightClient | undefined;
function flightClient(): FlightClient {
  flight ??= require("next/dist/compiled/react-server-dom-webpack/client.node") as FlightClient;
  return flight;
}

let manifestCache: { file: string; mtimeMs: number; ids: Map<string, string> } | undefined;

/** Action ids of the production build in `root`, by exported name. */
export function actionIds(root = process.cwd()): Map<string, string> {
  const file = path.join(root, ".next", "server", "server-reference-manifest.json");
  const mtimeMs = fs.statSync(file).mtimeMs;
  if (manifestCache?.file === file && manifestCache.mtimeMs === mtimeMs) return manifestCache.ids;
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as { node: Record<string, { exportedName?: string }> };
  const ids = new Map<string, string>();
  for (const [id, entry] of Object.entries(manifest.node)) if (entry.exportedName) ids.set(entry.exportedName, id);
  manifestCache = { file, mtimeMs, ids };
  return ids;
}

/** The id of the server action exported as `name` in the build (throws when there is none). */
export function actionId(name: string, root = process.cwd()): string {
  const id = actionIds(root).get(name);
  if (!id) throw new Error(`No server action named ${name} in the build`);
  return id;
}

export interface ActionCall {
  /** The page the action is posted to (as the browser would: the page that shows the form). */
  page: string;
  /** Exported name of the action, or its id. */
  action: string;
  args: unknown[];
  headers?: Record<string, string>;
  /** Give up after this long (default 60 s); the answer is then status 0. */
  timeoutMs?: number;
}

export interface ActionAnswer {
  /** HTTP status; 0 when no answer came (connection refused or cut, timeout). */
  status: number;
  ms: number;
  /** The action's return value, when the answer was a React Server Components payload. */
  result?: unknown;
  /** The body, when it was not an action payload (e.g. a 4xx refusal's text); or the network error. */
  text?: string;
}

/** React's encoding of the arguments: a string (JSON) or multipart FormData. */
export function encodeActionArgs(args: unknown[]): Promise<string | FormData> {
  return flightClient().encodeReply(args);
}

/**
 * The rows of a React Server Components payload by id: JSON rows, and text rows (`T<hex length>,`)
 * read by their byte length. Rows naming client modules or hints (I, H, ...) are kept as text:
 * an action's answer may carry the refreshed page along with the action's value.
 */
export function payloadRows(payload: Buffer): Map<string, string> {
  const rows = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = payload.toString("utf8", at, colon);
    const tag = payload[colon + 1];
    if (tag === 0x54 /* T */) {
      const comma = payload.indexOf(0x2c, colon);
      const length = parseInt(payload.toString("utf8", colon + 2, comma), 16);
      rows.set(id, JSON.stringify(payload.toString("utf8", comma + 1, comma + 1 + length)));
      at = comma + 1 + length;
      continue;
    }
    let end = payload.indexOf(0x0a, colon);
    if (end < 0) end = payload.length;
    rows.set(id.trim(), payload.toString("utf8", colon + 1, end));
    at = end + 1;
  }
  return rows;
}

/** Decodes an action answer's payload and returns what the action returned (plain data only). */
export function decodeActionPayload(payload: Buffer | string): unknown {
  const rows = payloadRows(Buffer.from(payload));
  const resolving = new Set<string>();
  const row = (id: string): unknown => {
    const text = rows.get(id);
    if (text === undefined) throw new Error(`row ${id} is missing from the action answer`);
    if (resolving.has(id)) throw new Error(`row ${id} refers to itself`);
    resolving.add(id);
    try {
      return revive(JSON.parse(text));
    } finally {
      resolving.delete(id);
    }
  };
  const revive = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(revive);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
    if (typeof value !== "string" || !value.startsWith("$")) return value;
    const rest = value.slice(1);
    if (rest.startsWith("$")) return rest;
    if (rest === "undefined") return undefined;
    if (rest === "NaN") return NaN;
    if (rest === "Infinity") return Infinity;
    if (rest === "-Infinity") return -Infinity;
    if (rest === "-0") return -0;
    if (rest.startsWith("n")) return BigInt(rest.slice(1));
    if (rest.startsWith("D")) return new Date(rest.slice(1));
    if (rest.startsWith("@")) return row(rest.slice(1));
    if (/^[0-9a-f]+$/.test(rest)) return row(rest);
    return value;
  };
  const root = JSON.parse(rows.get("0") ?? "null") as { a?: unknown } | null;
  if (!root || !("a" in root)) throw new Error("the answer carries no action result");
  return revive(root.a);
}

export async function callServerAction(baseUrl: string, call: ActionCall): Promise<ActionAnswer> {
  const id = /^[0-9a-f]{40,}$/.test(call.action) ? call.action : actionId(call.action);
  const body = await encodeActionArgs(call.args);
  const headers: Record<string, string> = {
    "Next-Action": id,
    Origin: baseUrl,
    Accept: "text/x-component",
    ...(typeof body === "string" ? { "Content-Type": "text/plain;charset=UTF-8" } : {}),
    ...call.headers,
  };
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${call.page}`, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(call.timeoutMs ?? 60_000),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    if ((response.headers.get("content-type") ?? "").startsWith("text/x-component")) {
      try {
        return { status: response.status, ms, result: decodeActionPayload(bytes) };
      } catch (error) {
        return { status: response.status, ms, text: `undecodable action answer: ${(error as Error).message}` };
      }
    }
    return { status: response.status, ms, text: bytes.toString("utf8") };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { status: 0, ms: performance.now() - started, text: `${(error as Error).name}: ${cause ?? (error as Error).message}` };
  }
}

/**
 * The hidden fields of the first form on a page (React's action id and bound state), so a post
 * can be made the way a browser without JavaScript submits it: these fields plus the visible ones.
 */
export async function pageFormFields(baseUrl: string, pathname: string, headers: Record<string, string> = {}): Promise<[string, string][]> {
  const html = await (await fetch(`${baseUrl}${pathname}`, { headers })).text();
  const formStart = html.indexOf("<form");
  const formEnd = html.indexOf("</form>", formStart);
  if (formStart < 0 || formEnd < 0) throw new Error(`No form on ${pathname}`);
  const formHtml = html.slice(formStart, formEnd);
  const hidden: [string, string][] = [];
  for (const match of formHtml.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(match[0])?.[1];
    const value = /value="([^"]*)"/.exec(match[0])?.[1] ?? "";
    if (name) hidden.push([unescapeHtml(name), unescapeHtml(value)]);
  }
  return hidden;
}

function unescapeHtml(text: string): string {
  return text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

/** A FormData of a page's hidden fields (see pageFormFields) with `fields` set on top. */
export function formWith(hidden: [string, string][], fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [k, v] of hidden) data.append(k, v);
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}
