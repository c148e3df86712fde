/**
 * POST /api/v, the page-view and cart beacon (components/analytics/page-beacon.tsx): reads at most
 * 1 KB, checks it with zod, and counts a view of a public page or a line added to a cart
 * (lib/analytics/page-views.ts). Robots are answered 204 and not counted; each client address may
 * send 120 beacons a minute to one instance (an in-memory window: a count is cheap, and a limit
 * written to the database would cost more than the count it guards). Never cached.
 */
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { siteUrl } from "@/lib/env";
import { clientAddressFrom } from "@/lib/http/client-address";
import { countedPage, isRobot, isUncountedShopPage, referrerHost } from "@/lib/domain/page-views";
import { countCartAdd, countPageView } from "@/lib/analytics/page-views";

export const MAX_BEACON_BYTES = 1024;
export const BEACONS_PER_MINUTE = 120;
const MAX_TRACKED_ADDRESSES = 10_000;

export const BEACON_MESSAGES = {
  tooLarge: "The beacon is too large.",
  invalid: "The beacon is not valid.",
  unknownPage: "That is not a page of the shop.",
  tooMany: "Too many beacons. Try again in a minute.",
} as const;

const beaconSchema = z.discriminatedUnion("e", [
  z.strictObject({ e: z.literal("view"), p: z.string().min(1).max(360), r: z.string().max(1000).optional() }),
  z.strictObject({ e: z.literal("cart") }),
]);

const windows = new Map<string, { start: number; count: number }>();

/** true when `address` has sent fewer than BEACONS_PER_MINUTE beacons in its current minute. */
export function beaconAllowed(address: string, now = Date.now()): boolean {
  let entry = windows.get(address);
  if (!entry || now - entry.start >= 60_000) {
    if (!entry && windows.size >= MAX_TRACKED_ADDRESSES) {
      // Full: the windows that are over go, then the oldest tenth (a Map keeps insertion order),
      // so many addresses at once never lock everybody out.
      for (const [key, value] of windows) if (now - value.start >= 60_000) windows.delete(key);
      let drop = windows.size >= MAX_TRACKED_ADDRESSES ? MAX_TRACKED_ADDRESSES / 10 : 0;
      for (const key of windows.keys()) {
        if (drop-- <= 0) break;
        windows.delete(key);
      }
    }
    entry = { start: now, count: 0 };
    windows.set(address, entry);
  }
  entry.count += 1;
  return entry.count <= BEACONS_PER_MINUTE;
}

export function resetBeaconLimits(): void {
  windows.clear();
}

function answer(status: number, message?: string): Response {
  const headers = { "Cache-Control": "no-store" };
  return message ? Response.json({ error: message }, { status, headers }) : new Response(null, { status, headers });
}

/** The body as text, or null when it is longer than MAX_BEACON_BYTES (read no further). */
async function boundedText(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BEACON_BYTES) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BEACON_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

let ownHost: string | null = null;
function shopHost(): string | null {
  if (ownHost === null) {
    try {
      ownHost = new URL(siteUrl()).hostname;
    } catch {
      ownHost = "";
    }
  }
  return ownHost || null;
}

export async function handleBeacon(request: Request, now = new Date()): Promise<Response> {
  const text = await boundedText(request);
  if (text === null) return answer(413, BEACON_MESSAGES.tooLarge);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return answer(400, BEACON_MESSAGES.invalid);
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return answer(400, BEACON_MESSAGES.invalid);
  const userAgent = (request.headers.get("user-agent") ?? "").slice(0, 512);
  const address = clientAddressFrom(request.headers);
  if (!beaconAllowed(address, now.getTime())) return answer(429, BEACON_MESSAGES.tooMany);
  const beacon = parsed.data;
  if (beacon.e === "view") {
    const page = countedPage(beacon.p);
    if (!page) return isUncountedShopPage(beacon.p) ? answer(204) : answer(422, BEACON_MESSAGES.unknownPage);
    if (page.artworkSlug) {
      const artwork = await db.artwork.findUnique({ where: { slug: page.artworkSlug }, select: { id: true } });
      if (!artwork) return answer(422, BEACON_MESSAGES.unknownPage);
    }
    if (isRobot(userAgent)) return answer(204);
    await countPageView({ path: page.path, referrerHost: referrerHost(beacon.r, shopHost()), visitor: { address, userAgent }, now });
    return answer(204);
  }
  if (isRobot(userAgent)) return answer(204);
  await countCartAdd({ visitor: { address, userAgent }, now });
  return answer(204);
}
