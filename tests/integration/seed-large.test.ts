/**
 * The bulk data command (npm run db:seed:large): fills every table it promises, reuses the demo
 * images, leaves the demo rows alone, and --clear removes exactly what it added.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { db } from "@/lib/db";
import { findGalleryPage } from "@/lib/data/artworks";
import { parseGalleryQuery } from "@/lib/domain/gallery-query";
import { clearLargeSeed, seedLarge } from "@/scripts/seed-large";

let client: pg.Client;

beforeAll(async () => {
  const category = await db.category.create({ data: { name: "Paintings", slug: "paintings" } });
  for (const [slug, sizes] of [["demo-a", [{ width: 800, height: 1200 }]], ["demo-b", [{ width: 1200, height: 800 }]]] as const) {
    await db.artwork.create({
      data: { slug, title: slug, categoryId: category.id, pricePaisa: 100_000, images: [`/media/artworks/${slug}.webp`], imageSizes: sizes },
    });
  }
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

describe("seedLarge", () => {
  it("adds artworks, services, orders with lines and inquiries in bulk, reusing the demo images", async () => {
    await seedLarge(client, { artworks: 300, services: 12, orders: 500, inquiries: 200 });
    expect(await db.artwork.count()).toBe(302);
    expect(await db.service.count()).toBe(12);
    expect(await db.order.count()).toBe(500);
    expect(await db.orderLine.count()).toBe(500);
    expect(await db.contactSubmission.count()).toBe(200);
    const bulk = await db.artwork.findFirstOrThrow({ where: { slug: { startsWith: "bulk-" } } });
    expect(bulk.images[0]).toMatch(/^\/media\/artworks\/demo-[ab]\.webp$/);
    expect((bulk.imageSizes as unknown[]).length).toBe(1);
    // Originals are not held by bulk orders; a fifth await their payment check.
    expect(await db.artwork.count({ where: { reservedByOrderId: { not: null } } })).toBe(0);
    expect(await db.order.count({ where: { paymentStatus: "pending" } })).toBe(100);
    const page = await findGalleryPage(parseGalleryQuery({ status: "available" }), new Date());
    expect(page.total).toBeGreaterThan(150);
  });

  it("--clear removes only the bulk rows", async () => {
    await clearLargeSeed(client);
    expect(await db.artwork.count()).toBe(2);
    expect(await db.service.count()).toBe(0);
    expect(await db.order.count()).toBe(0);
    expect(await db.contactSubmission.count()).toBe(0);
  });

  it("needs the demo artworks first", async () => {
    await db.artwork.deleteMany();
    await expect(seedLarge(client, { artworks: 1, services: 0, orders: 0, inquiries: 0 })).rejects.toThrow(/npm run db:seed/);
  });
});
