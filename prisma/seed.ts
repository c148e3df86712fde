/**
 * Idempotent demo content: categories, artworks (with generated images), services, about
 * content, default settings and a local administrator with a random password.
 * Running it again changes nothing that is already there.
 *
 *   npm run db:seed            (DATABASE_URL, or the embedded database of `npm run dev`)
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { StorageDriver } from "@/lib/storage";
import { hashPassword, randomPassword } from "@/lib/auth/password";
import { slugify } from "@/lib/domain/slug";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import { DEFAULT_FRAMES, DEFAULT_PRINT_SIZES } from "@/lib/domain/price-lists";
import {
  ABOUT,
  ARTWORKS,
  CATEGORIES,
  COMMISSION_TEMPLATE,
  DEMO_MERCHANT_QR,
  NEPALI_ABOUT,
  NEPALI_ARTWORKS,
  NEPALI_CATEGORIES,
  NEPALI_SERVICES,
  NEPALI_SITE_DESCRIPTION,
  SERVICES,
} from "./seed-data";
import { demoImageSize, type DemoStyle } from "./seed-images";
import { drawnDemoImage } from "./demo-image-cache";

/** How each category's demo images are made. */
const STYLE_BY_CATEGORY: Record<string, DemoStyle> = { paintings: "painting", sketches: "sketch", "digital-art": "digital", "mixed-media": "painting" };

export interface SeedOptions {
  db: PrismaClient;
  storage: StorageDriver;
  log?: (line: string) => void;
  /** Where the generated administrator password is written (git-ignored). Null: do not create an admin. */
  adminCredentialsFile?: string | null;
  adminEmail?: string;
  /** Skip image generation (faster tests); artworks then have no images. */
  images?: boolean;
}

export interface SeedResult {
  created: { categories: number; artworks: number; services: number; about: number; settings: boolean; admin: boolean };
  adminPassword?: string;
}

const DAY = 24 * 60 * 60 * 1000;

export async function seed(options: SeedOptions): Promise<SeedResult> {
  const { db, storage } = options;
  const log = options.log ?? (() => undefined);
  const withImages = options.images ?? true;
  const now = Date.now();
  const result: SeedResult = {
    created: { categories: 0, artworks: 0, services: 0, about: 0, settings: false, admin: false },
  };

  for (const c of CATEGORIES) {
    const existing = await db.category.findUnique({ where: { slug: c.slug } });
    if (!existing) {
      await db.category.create({ data: c });
      result.created.categories++;
    }
  }
  const categories = new Map((await db.category.findMany()).map((c) => [c.slug, c.id]));

  const existing = new Set((await db.artwork.findMany({ where: { slug: { in: ARTWORKS.map((a) => a.slug) } }, select: { slug: true } })).map((a) => a.slug));
  const missing = ARTWORKS.filter((a) => !existing.has(a.slug));
  // Images are drawn a few at a time (rasterising is single-threaded per image).
  const drawn = new Map<string, { images: string[]; imageSizes: { width: number; height: number }[] }>();
  if (withImages) {
    const queue = [...missing];
    const draw = async () => {
      for (let a = queue.shift(); a; a = queue.shift()) {
        const images: string[] = [];
        const imageSizes: { width: number; height: number }[] = [];
        for (let i = 0; i < (a.imageCount ?? 1); i++) {
          // Every image in the work's own shape, from its listed dimensions (portrait or landscape).
          const size = demoImageSize(a.dimensions);
          const body = await drawnDemoImage([a.motif, a.palette, `${a.slug}-${i}`, size, STYLE_BY_CATEGORY[a.category] ?? "painting"]);
          images.push((await storage.put("artworks", body, { ext: "jpg", contentType: "image/jpeg" })).url);
          imageSizes.push(size);
        }
        drawn.set(a.slug, { images, imageSizes });
      }
    };
    await Promise.all([draw(), draw(), draw()]);
  }

  for (const a of missing) {
    const { images, imageSizes } = drawn.get(a.slug) ?? { images: [], imageSizes: [] };
    const createdAt = new Date(now - a.ageDays * DAY);
    await db.artwork.create({
      data: {
        slug: a.slug,
        title: a.title,
        description: a.description,
        categoryId: categories.get(a.category) ?? null,
        pricePaisa: a.priceNpr === null ? null : a.priceNpr * 100,
        yearCreated: a.year,
        medium: a.medium,
        dimensions: a.dimensions,
        status: a.status,
        featured: a.featured,
        tags: a.tags,
        images,
        imageSizes,
        shippingType: a.shipping?.type ?? "free",
        shippingChargePaisa: (a.shipping?.chargeNpr ?? 0) * 100,
        taxRateBps: Math.round((a.taxRatePercent ?? 0) * 100),
        taxIncluded: a.taxIncluded ?? false,
        createdAt,
      },
    });
    result.created.artworks++;
  }

  for (const s of SERVICES) {
    const slug = s.slug || slugify(s.title);
    if (await db.service.findUnique({ where: { slug }, select: { id: true } })) continue;
    let imageUrl: string | null = null;
    if (withImages) {
      const body = await drawnDemoImage([s.motif, s.palette, `service-${slug}`, { width: 1200, height: 800 }]);
      imageUrl = (await storage.put("services", body, { ext: "jpg", contentType: "image/jpeg" })).url;
    }
    await db.service.create({
      data: {
        slug,
        title: s.title,
        description: s.description,
        category: s.category,
        features: s.features,
        duration: s.duration,
        pricing: s.pricing as object,
        commissionPricing: s.commission ? COMMISSION_TEMPLATE : [],
        available: s.available,
        featured: s.featured,
        imageUrl,
        shippingType: s.shipping?.type ?? "free",
        shippingChargePaisa: (s.shipping?.chargeNpr ?? 0) * 100,
        taxRateBps: Math.round((s.taxRatePercent ?? 0) * 100),
        createdAt: new Date(now - s.ageDays * DAY),
      },
    });
    result.created.services++;
  }

  for (const item of ABOUT) {
    const exists = await db.aboutContent.findFirst({
      where: { sectionType: item.sectionType, contentKey: item.contentKey },
      select: { id: true },
    });
    if (exists) continue;
    let value = item.contentValue;
    if (item.contentKey === "profile_images" && withImages) {
      const body = await drawnDemoImage(["portrait", ["#fde68a", "#f59e0b", "#92400e", "#1c1917"], "artist-profile", { width: 800, height: 1000 }, "painting"]);
      const url = (await storage.put("about-images", body, { folder: "profile", ext: "jpg", contentType: "image/jpeg" })).url;
      value = { ...value, images: [url] };
    }
    await db.aboutContent.create({
      data: { sectionType: item.sectionType, contentKey: item.contentKey, contentValue: value as object, displayOrder: item.displayOrder },
    });
    result.created.about++;
  }

  if (!(await db.settings.findUnique({ where: { id: 1 } }))) {
    const s = DEFAULT_SETTINGS;
    await db.settings.create({
      data: {
        id: 1,
        siteName: s.siteName,
        siteDescription: s.siteDescription,
        contactEmail: s.contactEmail,
        supportEmail: s.supportEmail,
        contactPhone: s.contactPhone,
        contactAddress: s.contactAddress,
        currency: s.currency,
        taxRateBps: s.taxRateBps,
        shippingFeePaisa: s.shippingFeePaisa,
        enableOrders: s.enableOrders,
        enableNotifications: s.enableNotifications,
        maintenanceMode: s.maintenanceMode,
        paymentDetails: s.paymentDetails as object,
        socialLinks: s.socialLinks as unknown as object,
      },
    });
    // The demo's wallet IDs and bank account, without QR codes: the artist uploads the codes
    // their wallets and bank issued (Settings -> Payment). One merchant QR shows the whole
    // payment step (a scannable code carrying each order's amount); it is plainly a demo and
    // pays no one (DEMO_MERCHANT_QR).
    const d = s.paymentDetails;
    const wallets = (["esewa", "khalti", "imepay"] as const).filter((k) => d[k]);
    await db.paymentMethod.createMany({
      data: [
        ...wallets.map((kind) => ({ kind, accountName: d.bank?.accountName ?? "", accountId: d[kind] ?? "" })),
        { kind: "merchant_qr" as const, accountName: DEMO_MERCHANT_QR.accountName, accountId: DEMO_MERCHANT_QR.accountId, qrPayload: DEMO_MERCHANT_QR.payload },
        ...(d.bank ? [{ kind: "bank" as const, bankName: d.bank.name ?? "", branch: d.bank.branch ?? "", accountName: d.bank.accountName ?? "", accountId: d.bank.accountNumber ?? "" }] : []),
      ],
      skipDuplicates: true,
    });
    // The price lists the shop starts with (the migration price_lists stores the same ones):
    // only on the first run, so sizes and frames the artist removed are never put back.
    await db.printSize.createMany({
      data: DEFAULT_PRINT_SIZES.map((size, position) => ({ ...size, position })),
      skipDuplicates: true,
    });
    await db.frameOption.createMany({
      data: DEFAULT_FRAMES.map((frame, position) => ({ ...frame, position })),
      skipDuplicates: true,
    });
    result.created.settings = true;
  }

  await addNepaliDemoContent(db);

  if (options.adminCredentialsFile !== null) {
    const hasAdmin = await db.profile.findFirst({ where: { role: "admin" }, select: { id: true } });
    if (!hasAdmin) {
      const email = options.adminEmail ?? "admin@localhost.test";
      const password = randomPassword();
      await db.profile.upsert({
        where: { email },
        update: { role: "admin", passwordHash: await hashPassword(password) },
        create: { email, fullName: "Studio Admin", role: "admin", passwordHash: await hashPassword(password) },
      });
      result.created.admin = true;
      result.adminPassword = password;
      if (options.adminCredentialsFile) {
        fs.mkdirSync(path.dirname(options.adminCredentialsFile), { recursive: true });
        fs.writeFileSync(
          options.adminCredentialsFile,
          `# Local administrator created by the demo seed. Change it with: npm run admin:create\nemail=${email}\npassword=${password}\n`,
          { mode: 0o600 },
        );
      }
      log(`Administrator created: ${email} / ${password}` + (options.adminCredentialsFile ? ` (saved in ${options.adminCredentialsFile})` : ""));
    }
  }

  log(
    `Seed: +${result.created.categories} categories, +${result.created.artworks} artworks, +${result.created.services} services, +${result.created.about} about items` +
      (result.created.settings ? ", default settings" : ""),
  );
  return result;
}

/**
 * Nepali text for the demo content, on demo rows that still have their demo English text and
 * no Nepali yet (so a second run, and anything the artist changed, are left alone).
 */
async function addNepaliDemoContent(db: PrismaClient): Promise<void> {
  for (const [slug, ne] of Object.entries(NEPALI_CATEGORIES)) {
    await db.category.updateMany({ where: { slug, name: ne.name, nameNe: null }, data: { nameNe: ne.nameNe } });
  }
  for (const [slug, ne] of Object.entries(NEPALI_ARTWORKS)) {
    await db.artwork.updateMany({
      where: { slug, title: ne.title, titleNe: null },
      data: { titleNe: ne.titleNe, descriptionNe: ne.descriptionNe ?? null, mediumNe: ne.mediumNe ?? null, tagsNe: ne.tagsNe ?? [] },
    });
  }
  for (const [slug, ne] of Object.entries(NEPALI_SERVICES)) {
    await db.service.updateMany({ where: { slug, title: ne.title, titleNe: null }, data: { titleNe: ne.titleNe, descriptionNe: ne.descriptionNe ?? null } });
  }
  for (const item of NEPALI_ABOUT) {
    await db.aboutContent.updateMany({
      where: { sectionType: item.sectionType, contentKey: item.contentKey, contentValueNe: { equals: {} } },
      data: { contentValueNe: item.contentValueNe },
    });
  }
  await db.settings.updateMany({
    where: { id: 1, siteDescription: DEFAULT_SETTINGS.siteDescription, siteDescriptionNe: "" },
    data: { siteDescriptionNe: NEPALI_SITE_DESCRIPTION },
  });
}

/**
 * The first start of a site (an empty database, no settings yet): demo content unless
 * `seedDemo` is false (SEED_DEMO=false), which leaves a production database empty: no demo
 * works, no demo payment method or QR code. True when demo content was added.
 */
export async function seedOnFirstRun(options: SeedOptions & { seedDemo: boolean }): Promise<boolean> {
  const firstRun = !(await options.db.settings.findUnique({ where: { id: 1 }, select: { id: true } }));
  if (!firstRun || !options.seedDemo) return false;
  await seed(options);
  return true;
}

async function main() {
  const { scriptDatabase } = await import("../scripts/lib/local-database");
  const database = await scriptDatabase("db:seed");
  const { db, allowSetupWrites } = await import("@/lib/db");
  allowSetupWrites();
  const { storage } = await import("@/lib/storage");
  try {
    await seed({ db, storage: storage(), log: console.log, adminCredentialsFile: path.resolve(".local/admin-credentials.txt") });
  } finally {
    await db.$disconnect();
    await database.release();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
