/**
 * The shop's own page-view counting against the real PostgreSQL, through the beacon's route
 * (POST /api/v): what is stored holds no personal data (every column of every row is read), a
 * scripted set of days of views, cart adds, orders and payments gives the exact funnel for 7, 30
 * and 90 days, and bodies that are not beacons get a 4xx and change nothing.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as beaconRoute } from "@/app/api/v/route";
import { handleBeacon, resetBeaconLimits, BEACONS_PER_MINUTE } from "@/lib/analytics/beacon";
import { resetPageViewMemory } from "@/lib/analytics/page-views";
import { getTraffic } from "@/lib/data/admin/traffic";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { countedPage, deviceClass, isRobot, referrerHost, shopDay } from "@/lib/domain/page-views";
import { placePendingOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { markOrderPaid } from "@/lib/orders/transitions";
import { artworkLine, createShop, emptyShop, orderInput, useTemporaryStorage, type Shop } from "./checkout-fixtures";
import { createProfile, signInAs } from "./admin/admin-fixtures";

process.env.SITE_URL = "https://art.example.com";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let shop: Shop;
let admin: { id: string; email: string };

beforeAll(async () => {
  shop = await createShop();
  admin = await createProfile("traffic-admin@example.com", "admin");
});

beforeEach(async () => {
  await emptyShop();
  await db.$executeRawUnsafe("TRUNCATE page_view_counts, visit_days, visitor_marks, visitor_salts");
  resetBeaconLimits();
  resetPageViewMemory();
  useTemporaryStorage();
  signInAs(admin);
});

function beacon(body: unknown, options: { ua?: string; ip?: string; raw?: boolean } = {}): Request {
  return new Request("http://localhost/api/v", {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": options.ua ?? DESKTOP, [CLIENT_ADDRESS_HEADER]: options.ip ?? "203.0.113.7" },
    body: options.raw ? (body as string) : JSON.stringify(body),
  });
}

async function view(path: string, options: { ua?: string; ip?: string; r?: string; at?: Date } = {}): Promise<number> {
  const response = await handleBeacon(beacon({ e: "view", p: path, ...(options.r ? { r: options.r } : {}) }, options), options.at);
  return response.status;
}

async function cartAdd(options: { ua?: string; ip?: string; at?: Date } = {}): Promise<number> {
  return (await handleBeacon(beacon({ e: "cart" }, options), options.at)).status;
}

async function snapshot() {
  const [counts, days, marks, salts] = await Promise.all([
    db.$queryRawUnsafe<Record<string, unknown>[]>("SELECT * FROM page_view_counts ORDER BY 1, 2, 3, 4"),
    db.$queryRawUnsafe<Record<string, unknown>[]>("SELECT * FROM visit_days ORDER BY 1"),
    db.$queryRawUnsafe<Record<string, unknown>[]>("SELECT * FROM visitor_marks ORDER BY 1, 2"),
    db.$queryRawUnsafe<Record<string, unknown>[]>("SELECT * FROM visitor_salts ORDER BY 1"),
  ]);
  return { counts, days, marks, salts };
}

function placed(result: PlaceOrderResult) {
  if (!result.ok) throw new Error(result.message);
  return result;
}

const DAY = 24 * 60 * 60 * 1000;

describe("the rules", () => {
  it("counts only public pages, by their address without query; the referrer by host; the device from the user agent", () => {
    expect(countedPage("/gallery?utm_source=mail&email=sita@example.com")).toEqual({ path: "/gallery", artworkSlug: null });
    expect(countedPage("/gallery/dawn-over-machhapuchhre/")).toEqual({ path: "/gallery/dawn-over-machhapuchhre", artworkSlug: "dawn-over-machhapuchhre" });
    for (const bad of ["/admin", "/checkout/pay/abc", "/order-success", "/gallery/../admin", "/gallery/Dawn", "//evil.example", "", "/" + "a".repeat(400)]) {
      expect(countedPage(bad)).toBeNull();
    }
    expect(referrerHost("https://www.instagram.com/p/abc?igsh=personal", "art.example.com")).toBe("instagram.com");
    expect(referrerHost("https://art.example.com/gallery", "art.example.com")).toBe("");
    expect(referrerHost("android-app://com.google.android.gm/", null)).toBe("");
    expect(referrerHost("not a url", null)).toBe("");
    expect(deviceClass(IPHONE)).toBe("phone");
    expect(deviceClass(IPAD)).toBe("tablet");
    expect(deviceClass(DESKTOP)).toBe("desktop");
    expect(isRobot(GOOGLEBOT)).toBe(true);
    expect(isRobot("AhrefsCrawler/1.0")).toBe(true);
    expect(isRobot("")).toBe(true);
    expect(isRobot(DESKTOP)).toBe(false);
  });
});

describe("counting", () => {
  it("stores aggregate counters only: no address, no user agent, no mark or salt from before today", async () => {
    const yesterday = new Date(Date.now() - DAY);
    // Yesterday's visit leaves its marks and salt until the first count of today.
    expect(await view("/", { ip: "198.51.100.23", ua: IPHONE, at: yesterday })).toBe(204);
    expect((await snapshot()).marks.length).toBeGreaterThan(0);
    const work = `/gallery/${shop.dawn.slug}`;
    expect(await view(work, { ip: "198.51.100.23", ua: IPHONE, r: "https://www.facebook.com/groups/123?fbclid=secret" })).toBe(204);
    expect(await view(work, { ip: "198.51.100.23", ua: IPHONE })).toBe(204);
    expect(await view(work, { ip: "2001:db8::42", ua: DESKTOP })).toBe(204);
    expect(await cartAdd({ ip: "2001:db8::42", ua: DESKTOP })).toBe(204);

    const { counts, days, marks, salts } = await snapshot();
    const today = shopDay(new Date());
    const dayOf = (value: unknown) => (value as Date).toISOString().slice(0, 10);
    // Every value of every row of the counters, as text: none is an address, a user agent or a part of one.
    const stored = [...counts, ...days].flatMap((row) => Object.values(row).map((v) => (v instanceof Date ? v.toISOString() : String(v))));
    for (const personal of ["198.51.100.23", "2001:db8::42", "203.0.113", "iPhone", "Mozilla", "Chrome", "fbclid", "secret", "groups"]) {
      expect(stored.join(" ")).not.toContain(personal);
    }
    expect(Object.keys(counts[0]).sort()).toEqual(["day", "device", "path", "referrer_host", "views", "visitors"]);
    expect(Object.keys(days[0]).sort()).toEqual(["cart_adds", "cart_visitors", "day", "views", "visitors"]);
    expect(counts.filter((r) => dayOf(r.day) === today).map((r) => [r.path, r.referrer_host, r.device, r.views, r.visitors])).toEqual([
      [work, "", "desktop", 1, 1],
      [work, "", "phone", 1, 1],
      [work, "facebook.com", "phone", 1, 1],
    ]);
    // Each row counts its own distinct visitors; the day counts the phone and the desktop once each.
    const todayRow = days.find((r) => dayOf(r.day) === today)!;
    expect([todayRow.views, todayRow.visitors, todayRow.cart_adds, todayRow.cart_visitors]).toEqual([3, 2, 1, 1]);
    // Marks and salts: today's only, 16-byte hashes, nothing readable.
    expect(marks.length).toBeGreaterThan(0);
    for (const row of marks) {
      expect(dayOf(row.day)).toBe(today);
      expect((row.hash as Uint8Array).byteLength).toBe(16);
    }
    expect(salts.map((r) => dayOf(r.day))).toEqual([today]);
  });

  it("counts the Nepali pages under their own address, and an artwork's views in both languages as the same work's", async () => {
    // A view of a Nepali page was refused with a 422 before: Nepali readers were not counted at all.
    expect(countedPage("/ne")).toEqual({ path: "/ne", artworkSlug: null });
    expect(countedPage("/ne/gallery?q=थाङ्का")).toEqual({ path: "/ne/gallery", artworkSlug: null });
    expect(countedPage(`/ne/gallery/${shop.dawn.slug}/`)).toEqual({ path: `/ne/gallery/${shop.dawn.slug}`, artworkSlug: shop.dawn.slug });
    for (const bad of ["/ne/admin", "/nepal", "/ne/ne/gallery", "/ne/checkout/pay/abc/def", "/ne/gallery/no-such-work"]) {
      expect(await view(bad)).toBe(422);
    }
    expect(await view("/ne", { ip: "198.51.100.40", ua: IPHONE })).toBe(204);
    expect(await view(`/ne/gallery/${shop.dawn.slug}`, { ip: "198.51.100.40", ua: IPHONE })).toBe(204);
    expect(await view(`/gallery/${shop.dawn.slug}`, { ip: "198.51.100.41", ua: DESKTOP })).toBe(204);
    const { counts } = await snapshot();
    expect(counts.map((r) => r.path).sort()).toEqual(["/gallery/" + shop.dawn.slug, "/ne", "/ne/gallery/" + shop.dawn.slug]);
    const week = await getTraffic(7);
    expect(week.works).toEqual([{ slug: shop.dawn.slug, title: shop.dawn.title, views: 2, visitors: 2 }]);
    expect(week.pages.find((p) => p.path === "/ne")).toEqual({ path: "/ne", views: 1, visitors: 1 });
  });

  it("does not count robots, and limits each address to a number of beacons a minute", async () => {
    expect(await view("/", { ua: GOOGLEBOT })).toBe(204);
    expect((await snapshot()).counts).toEqual([]);
    for (let i = 0; i < BEACONS_PER_MINUTE; i++) expect(await view("/about", { ip: "192.0.2.9" })).toBe(204);
    expect(await view("/about", { ip: "192.0.2.9" })).toBe(429);
    expect(await view("/about", { ip: "192.0.2.10" })).toBe(204);
    const { days } = await snapshot();
    expect(days[0].views).toBe(BEACONS_PER_MINUTE + 1);
    expect(days[0].visitors).toBe(2);
  });

  it("answers bodies that are not beacons with a 4xx and changes nothing", async () => {
    const cases: [BodyInit, number][] = [
      ["", 400],
      ["not json", 400],
      ["[]", 400],
      [JSON.stringify({ e: "view" }), 400],
      [JSON.stringify({ e: "view", p: 42 }), 400],
      [JSON.stringify({ e: "view", p: "/", extra: "x" }), 400],
      [JSON.stringify({ e: "order", p: "/" }), 400],
      [JSON.stringify({ e: "view", p: "/", r: "x".repeat(2000) }), 413],
      ["x".repeat(5000), 413],
      [JSON.stringify({ e: "view", p: "/admin/orders" }), 422],
      [JSON.stringify({ e: "view", p: "/gallery/no-such-work" }), 422],
      [JSON.stringify({ e: "view", p: "/checkout/pay/token/more" }), 422],
      [JSON.stringify({ e: "view", p: "/order-success/x" }), 422],
      // The shop's own uncounted pages: taken and dropped (they were refused with a 422, a console
      // error on every payment page), nothing stored.
      [JSON.stringify({ e: "view", p: "/checkout/pay/token" }), 204],
      [JSON.stringify({ e: "view", p: "/ne/checkout/pay/token" }), 204],
      [JSON.stringify({ e: "view", p: "/order-success" }), 204],
      [JSON.stringify({ e: "view", p: "/verify/AS-2026-0001" }), 204],
      [JSON.stringify({ e: "view", p: "/ne/list/unsubscribe" }), 204],
    ];
    for (const [body, status] of cases) {
      const response = await beaconRoute(beacon(body, { raw: true }));
      expect({ body: String(body).slice(0, 40), status: response.status }).toEqual({ body: String(body).slice(0, 40), status });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    const { counts, days, marks, salts } = await snapshot();
    expect([counts, days, marks, salts]).toEqual([[], [], [], []]);
  });
});

describe("the funnel", () => {
  it("gives the exact numbers of a scripted set of days for 7, 30 and 90 days", async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    // Today: three visitors (one twice, on two pages), two of them add to the cart (one twice).
    await view("/", { ip: "10.0.0.1", at: now });
    await view("/gallery", { ip: "10.0.0.1", at: now });
    await view("/", { ip: "10.0.0.2", ua: IPHONE, r: "https://instagram.com/x", at: now });
    await view(`/gallery/${shop.dawn.slug}`, { ip: "10.0.0.3", ua: IPAD, r: "https://www.google.com/", at: now });
    await cartAdd({ ip: "10.0.0.2", ua: IPHONE, at: now });
    await cartAdd({ ip: "10.0.0.2", ua: IPHONE, at: now });
    await cartAdd({ ip: "10.0.0.3", ua: IPAD, at: now });
    // 10 days ago: two visitors, one adds to the cart. 40 days ago: one visitor. 100 days ago: one (outside every period).
    await view("/about", { ip: "10.0.0.4", at: ago(10) });
    await view("/", { ip: "10.0.0.5", at: ago(10) });
    await cartAdd({ ip: "10.0.0.5", at: ago(10) });
    await view("/contact", { ip: "10.0.0.6", at: ago(40) });
    await view("/", { ip: "10.0.0.7", at: ago(100) });

    // Orders: today two placed (one paid), 10 days ago one placed and paid, 40 days ago one paid,
    // plus a studio sale today (not a visitor's order).
    const order = async (email: string, when: Date, paid: boolean, studio = false) => {
      const placedOrder = placed(await placePendingOrder(orderInput({ email, lines: [artworkLine(shop.mandala, { size: "small" })], screenshot: undefined })));
      if (paid) await markOrderPaid(placedOrder.orderId, { transactionReference: `REF-${email.length}-${when.getTime()}` });
      await db.order.update({ where: { id: placedOrder.orderId }, data: { createdAt: when, ...(studio ? { metadata: { source: "studio" } } : {}) } });
    };
    await order("today-paid@example.com", ago(0.01), true);
    await order("today-open@example.com", ago(0.02), false);
    await order("ten@example.com", ago(10), true);
    await order("forty@example.com", ago(40), true);
    await order("studio@example.com", ago(0.03), true, true);

    const week = await getTraffic(7, now);
    expect(week.funnel).toEqual({ visitors: 3, addedToCart: 2, ordersPlaced: 2, paid: 1 });
    expect(week.views).toBe(4);
    expect(week.cartAdds).toBe(3);
    expect(week.conversionRate).toBe(33.3);
    expect(week.referrers).toEqual([
      { host: "google.com", views: 1 },
      { host: "instagram.com", views: 1 },
    ]);
    expect(week.pages[0]).toEqual({ path: "/", views: 2, visitors: 2 });
    expect(week.works).toEqual([{ slug: shop.dawn.slug, title: shop.dawn.title, views: 1, visitors: 1 }]);
    expect(week.devices.map((d) => d.device).sort()).toEqual(["desktop", "phone", "tablet"]);

    const month = await getTraffic(30, now);
    expect(month.funnel).toEqual({ visitors: 5, addedToCart: 3, ordersPlaced: 3, paid: 2 });
    expect(month.conversionRate).toBe(40);

    const quarter = await getTraffic(90, now);
    expect(quarter.funnel).toEqual({ visitors: 6, addedToCart: 3, ordersPlaced: 4, paid: 3 });
    expect(quarter.conversionRate).toBe(50);
  });
});
