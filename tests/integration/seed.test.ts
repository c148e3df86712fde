import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createLocalStorage } from "@/lib/storage/local";
import { seed } from "@/prisma/seed";
import { ARTWORKS, CATEGORIES, SERVICES, ABOUT } from "@/prisma/seed-data";
import { verifyPassword } from "@/lib/auth/password";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-test-"));
const storage = createLocalStorage(path.join(dir, "uploads"));

async function counts() {
  return {
    categories: await db.category.count(),
    artworks: await db.artwork.count(),
    services: await db.service.count(),
    about: await db.aboutContent.count(),
    settings: await db.settings.count(),
    admins: await db.profile.count({ where: { role: "admin" } }),
  };
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("demo seed", () => {
  it("fills an empty database, and a second run changes nothing", async () => {
    const credentials = path.join(dir, "admin.txt");
    const first = await seed({ db, storage, adminCredentialsFile: credentials });
    const afterFirst = await counts();
    expect(afterFirst).toEqual({
      categories: CATEGORIES.length,
      artworks: ARTWORKS.length,
      services: SERVICES.length,
      about: ABOUT.length,
      settings: 1,
      admins: 1,
    });
    const files = fs.readdirSync(path.join(dir, "uploads", "artworks"));

    const second = await seed({ db, storage, adminCredentialsFile: credentials });
    expect(await counts()).toEqual(afterFirst);
    expect(second.created).toEqual({ categories: 0, artworks: 0, services: 0, about: 0, settings: false, admin: false });
    expect(fs.readdirSync(path.join(dir, "uploads", "artworks"))).toEqual(files);

    // The administrator's password is random, stored hashed, and written to the credentials file.
    expect(first.adminPassword).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    const admin = await db.profile.findFirstOrThrow({ where: { role: "admin" } });
    expect(admin.passwordHash).not.toContain(first.adminPassword!);
    expect(await verifyPassword(first.adminPassword!, admin.passwordHash)).toBe(true);
    expect(fs.readFileSync(credentials, "utf8")).toContain(`password=${first.adminPassword}`);
  }, 120_000); // paints and encodes every demo image twice: slow on a busy 2-core machine

  it("covers what the gallery needs: every status, featured works, fixed shipping, tax, real images", async () => {
    const statuses = await db.artwork.groupBy({ by: ["status"], _count: true });
    expect(statuses.map((s) => s.status).sort()).toEqual(["available", "custom_only", "not_for_sale", "sold"]);
    expect(await db.artwork.count({ where: { featured: true } })).toBeGreaterThanOrEqual(6);
    expect(await db.artwork.count({ where: { shippingType: "fixed", shippingChargePaisa: { gt: 0 } } })).toBeGreaterThan(0);
    expect(await db.artwork.count({ where: { taxRateBps: { gt: 0 }, taxIncluded: true } })).toBeGreaterThan(0);
    expect(await db.artwork.count({ where: { taxRateBps: { gt: 0 }, taxIncluded: false } })).toBeGreaterThan(0);
    const categories = await db.artwork.groupBy({ by: ["categoryId"], _count: true });
    expect(categories.length).toBe(4);

    const art = await db.artwork.findFirstOrThrow({ where: { slug: "dawn-over-machhapuchhre" } });
    expect(art.images).toHaveLength(2);
    const stored = await storage.read(art.images[0]);
    expect(stored?.contentType).toBe("image/jpeg");
    expect(stored!.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(art.images[0]).toMatch(/^\/media\/artworks\/\d{13}-[0-9a-f]{16}\.jpg$/);

    const commission = await db.service.findFirstOrThrow({ where: { category: "commission" } });
    expect(commission.commissionPricing).toEqual([
      expect.objectContaining({ category: "Single Person", tiers: expect.arrayContaining([expect.objectContaining({ size: "A5 (Small)", pricePaisa: 150000 })]) }),
      expect.objectContaining({ category: "Couple" }),
    ]);
    const kinds = await db.service.groupBy({ by: ["category"], where: { available: true }, _count: true });
    expect(kinds.map((k) => k.category)).toEqual(expect.arrayContaining(["commission", "workshop", "consultation"]));
    const sections = await db.aboutContent.groupBy({ by: ["sectionType"], _count: true });
    expect(sections).toHaveLength(8);
  });
});

describe("the demo's payment QR", () => {
  it("is one merchant QR that says DEMO in its payload and account name, pays no one, and carries an order's amount", async () => {
    const { parseEmvco, withAmount } = await import("@/lib/domain/emvco");
    const method = await db.paymentMethod.findUniqueOrThrow({ where: { kind: "merchant_qr" } });
    expect(await db.paymentMethod.count({ where: { qrPayload: { not: null } } })).toBe(1);
    expect(method.accountName).toContain("DEMO");
    expect(method.qrPayload).toContain("DEMO");
    const parsed = parseEmvco(method.qrPayload!);
    if (!parsed.ok) throw new Error(parsed.reason);
    const field = (tag: string) => parsed.fields.find((f) => f.tag === tag);
    expect(field("59")?.value).toMatch(/^DEMO/);
    // Its merchant account is on a network that does not exist.
    expect(field("26")?.children?.find((c) => c.tag === "00")?.value).toBe("demo.invalid");
    const forOrder = withAmount(method.qrPayload!, 4_384_500);
    expect(forOrder).toContain("540543845");
  });
});

describe("first start", () => {
  it("with SEED_DEMO=false leaves a new database without demo content or a demo payment method", async () => {
    const { seedOnFirstRun } = await import("@/prisma/seed");
    // A fresh production database: nothing yet.
    await db.paymentMethod.deleteMany();
    await db.settings.deleteMany();
    const before = { artworks: await db.artwork.count(), services: await db.service.count() };
    expect(await seedOnFirstRun({ db, storage, seedDemo: false, adminCredentialsFile: null })).toBe(false);
    expect(await db.paymentMethod.count()).toBe(0);
    expect(await db.settings.count()).toBe(0);
    expect({ artworks: await db.artwork.count(), services: await db.service.count() }).toEqual(before);
    // With demo content (the default) the QR comes back.
    expect(await seedOnFirstRun({ db, storage, seedDemo: true, adminCredentialsFile: null, images: false })).toBe(true);
    expect(await db.paymentMethod.count({ where: { kind: "merchant_qr" } })).toBe(1);
  });
});
