/**
 * Maintenance mode (Settings), decided in proxy.ts before any page is rendered, so that the
 * public pages themselves stay the same for everyone and can be cached. While it is on, a visit
 * to a public page is answered by the maintenance page with 503 and Retry-After; a signed-in
 * administrator (checked in full: session and role, lib/maintenance.ts) keeps the site. The back
 * office, API, media and files are never closed, and posts (server actions) go through as before.
 *
 * The switch is read from the database at most once a second per instance, so a change reaches
 * every instance within a second.
 */
import { NextResponse, type NextRequest } from "next/server";
import { hasSessionCookie } from "@/lib/auth/early-redirect";

const FLAG_TTL_MS = 1000;
/** The internal route of the maintenance page (app/views/maintenance); 404 from outside. */
export const MAINTENANCE_PATH = "/views/maintenance";
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600;

const OPEN_PREFIXES = ["/admin", "/api/", "/_next/", "/media/", "/private-files/"];

/** Pages a visitor can be shown the maintenance page instead of; files and the back office are not. */
export function isGatedPath(pathname: string): boolean {
  if (OPEN_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, "") || pathname.startsWith(prefix))) return false;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  // favicon.ico, robots.txt, sitemap.xml, icon.png, manifest.webmanifest, payment-qr.svg, ...
  if (last.includes(".")) return false;
  // Share images of pages (opengraph-image, twitter-image) stay available for link previews.
  if (last.startsWith("opengraph-image") || last.startsWith("twitter-image")) return false;
  return true;
}

interface Flag {
  on: boolean;
  readAt: number;
  pending: Promise<boolean> | null;
}
const holder = globalThis as unknown as { __maintenanceFlag?: Flag };
const flag: Flag = (holder.__maintenanceFlag ??= { on: false, readAt: 0, pending: null });

async function readFlag(): Promise<boolean> {
  const { getSettings } = await import("@/lib/data/settings");
  // The defaults (off) when the database cannot answer: the pages then show what they can.
  return (await getSettings()).maintenanceMode;
}

/** The maintenance switch, read again when older than a second (one read at a time). */
export async function maintenanceOn(now = Date.now()): Promise<boolean> {
  if (now - flag.readAt < FLAG_TTL_MS) return flag.on;
  flag.pending ??= readFlag()
    .then((on) => {
      flag.on = on;
      flag.readAt = Date.now();
      return on;
    })
    .finally(() => {
      flag.pending = null;
    });
  return flag.pending;
}

/** Forgets the last reading (after Settings are saved, so this instance applies it at once). */
export function forgetMaintenanceFlag(): void {
  flag.readAt = 0;
}

export async function maintenanceGate(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!isGatedPath(request.nextUrl.pathname)) return null;
  if (!(await maintenanceOn())) return null;
  if (hasSessionCookie(request)) {
    const { visitorSeesMaintenance } = await import("@/lib/maintenance");
    if (!(await visitorSeesMaintenance(true))) return null;
  }
  const url = request.nextUrl.clone();
  url.pathname = MAINTENANCE_PATH;
  url.search = "";
  const response = NextResponse.rewrite(url, { status: 503 });
  response.headers.set("Retry-After", String(MAINTENANCE_RETRY_AFTER_SECONDS));
  response.headers.set("Cache-Control", "no-store");
  return response;
}
