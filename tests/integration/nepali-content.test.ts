/**
 * Content in both languages: the back office saves the optional Nepali fields beside the
 * English ones (bounded, NFC, empty = none), and the public readers give Nepali pages the
 * Nepali text with the English wherever none is written, while English reads stay as they were.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createLocalStorage, setStorageForTests } from "@/lib/storage";
import type { AdminActionResult } from "@/lib/actions/admin/client";
import { createArtworkAction, updateArtworkAction } from "@/lib/actions/admin/artworks";
import { createCategory, renameCategory } from "@/lib/actions/admin/categories";
import { createServiceAction } from "@/lib/actions/admin/services";
import { createAboutItemAction } from "@/lib/actions/admin/about";
import { saveSettingsAction } from "@/lib/actions/admin/settings";
import { findArtworkBySlug, findGalleryPage } from "@/lib/data/artworks";
import { findAvailableServices } from "@/lib/data/services";
import { findAboutContent } from "@/lib/data/about";
import { getCategories } from "@/lib/data/categories";
import { getPublicSettings, numeralsOf } from "@/lib/data/public-settings";
import { parseGalleryQuery } from "@/lib/domain/gallery-query";
import { SETTINGS_MESSAGES } from "@/lib/domain/admin/settings-form";
import { createProfile, signInAs, signOutForTests } from "@/tests/integration/admin/admin-fixtures";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nepali-content-"));
let categoryId: string;

beforeAll(async () => {
  setStorageForTests(createLocalStorage(dir));
  signInAs(await createProfile("nepali-admin@studio.test", "admin"));
  categoryId = data(await createCategory({ name: "Thangka Paintings", nameNe: "थाङ्का चित्र" })).id;
});

afterAll(() => {
  signOutForTests();
  setStorageForTests(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

function data<R>(result: AdminActionResult<R>): R {
  if (!result.ok) throw new Error(`expected success, got ${result.message} ${JSON.stringify(result.fieldErrors ?? {})}`);
  return result.data;
}

describe("artworks", () => {
  it("saves the Nepali fields NFC-normalised and shows them on Nepali pages only", async () => {
    const created = data(
      await createArtworkAction({
        title: "Green Tara",
        categoryId,
        description: "Mineral pigments on cotton.",
        medium: "Pigments on cotton",
        tags: "buddha, tara",
        titleNe: "  हरित तारा थाङ्का  ",
        descriptionNe: "कपासमा खनिज रङ।",
        mediumNe: "पहा\u095C", // a precomposed nukta letter: stored as NFC (ड + ़)
        tagsNe: "बुद्ध, थाङ्का, बुद्ध",
        price: "150000",
      }),
    );
    const row = await db.artwork.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ slug: "green-tara", titleNe: "हरित तारा थाङ्का", mediumNe: "पहा\u095C".normalize("NFC"), tagsNe: ["बुद्ध", "थाङ्का"] });

    const ne = await findArtworkBySlug("green-tara", "ne");
    expect(ne).toMatchObject({ title: "हरित तारा थाङ्का", description: "कपासमा खनिज रङ।", tags: ["बुद्ध", "थाङ्का"], category: { name: "थाङ्का चित्र", slug: "thangka-paintings" } });
    const en = await findArtworkBySlug("green-tara");
    expect(en).toMatchObject({ title: "Green Tara", description: "Mineral pigments on cotton.", medium: "Pigments on cotton", tags: ["buddha", "tara"], category: { name: "Thangka Paintings" } });
    expect(await findArtworkBySlug("green-tara", "en")).toEqual(en);

    // The gallery search finds it by its Nepali title, in both galleries.
    const page = await findGalleryPage(parseGalleryQuery(new URLSearchParams({ search: "थाङ्का" })), new Date(), "ne");
    expect(page.items.map((a) => a.slug)).toEqual(["green-tara"]);
  });

  it("clears a Nepali field left empty (the English shows again) and refuses an overlong one with its name, changing nothing", async () => {
    const row = await db.artwork.findUniqueOrThrow({ where: { slug: "green-tara" } });
    const refused = await updateArtworkAction({ id: row.id, title: "Green Tara", categoryId, titleNe: "क".repeat(201) });
    expect(refused).toMatchObject({ ok: false, fieldErrors: { titleNe: "Title in Nepali must be at most 200 characters" } });
    expect((await db.artwork.findUniqueOrThrow({ where: { id: row.id } })).titleNe).toBe("हरित तारा थाङ्का");

    data(await updateArtworkAction({ id: row.id, title: "Green Tara", categoryId, tags: "buddha, tara", titleNe: "   ", tagsNe: "" }));
    expect(await db.artwork.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ titleNe: null, tagsNe: [] });
    expect(await findArtworkBySlug("green-tara", "ne")).toMatchObject({ title: "Green Tara", tags: ["buddha", "tara"] });
  });
});

describe("categories", () => {
  it("a rename without a Nepali name keeps it; an empty one removes it", async () => {
    data(await renameCategory({ id: categoryId, name: "Thangkas" }));
    expect((await db.category.findUniqueOrThrow({ where: { id: categoryId } })).nameNe).toBe("थाङ्का चित्र");
    const ne = await getCategories("ne");
    expect(ne.categories.find((c) => c.slug === "thangka-paintings")).toEqual({ id: categoryId, name: "थाङ्का चित्र", slug: "thangka-paintings" });
    const en = await getCategories();
    expect(en.categories.find((c) => c.slug === "thangka-paintings")).toEqual({ id: categoryId, name: "Thangkas", slug: "thangka-paintings" });
    data(await renameCategory({ id: categoryId, name: "Thangkas", nameNe: "" }));
    expect((await db.category.findUniqueOrThrow({ where: { id: categoryId } })).nameNe).toBeNull();
  });
});

describe("services and About items", () => {
  it("show their Nepali text on Nepali pages, the English elsewhere", async () => {
    data(await createServiceAction({ title: "Thangka Class", description: "Learn the grid.", features: "Grid\nColours", titleNe: "थाङ्का कक्षा", featuresNe: "ग्रिड\nरङ" }));
    const ne = (await findAvailableServices(undefined, "ne")).find((s) => s.slug === "thangka-class");
    expect(ne).toMatchObject({ title: "थाङ्का कक्षा", description: "Learn the grid.", features: ["ग्रिड", "रङ"] });
    const en = (await findAvailableServices()).find((s) => s.slug === "thangka-class");
    expect(en).toMatchObject({ title: "Thangka Class", features: ["Grid", "Colours"] });

    data(await createAboutItemAction({ sectionType: "my_story", contentKey: "roots", contentValue: { text: "I grew up in Patan." }, contentValueNe: { text: "म पाटनमा हुर्किएँ।" } }));
    data(await createAboutItemAction({ sectionType: "my_story", contentKey: "english-only", contentValue: { text: "Only in English." } }));
    expect((await findAboutContent("ne")).story).toEqual(
      expect.arrayContaining([
        { key: "roots", text: "म पाटनमा हुर्किएँ।" },
        { key: "english-only", text: "Only in English." },
      ]),
    );
    expect((await findAboutContent()).story).toEqual(expect.arrayContaining([{ key: "roots", text: "I grew up in Patan." }]));
  });
});

describe("settings", () => {
  const base = {
    siteName: "Studio Patan", siteDescription: "Paintings from Patan", contactEmail: "studio@artist.test", supportEmail: "help@artist.test",
    taxRate: "13", shippingFee: "150", enableOrders: true, enableNotifications: true, maintenanceMode: false, paymentCheckHours: "24",
  };

  it("keeps the Nepali site description and the numerals on Nepali pages, read by the public settings", async () => {
    data(await saveSettingsAction({ ...base, siteDescriptionNe: "पाटनका चित्र", nepaliNumerals: "latin" }));
    const ne = await getPublicSettings("ne");
    expect(ne.siteDescription).toBe("पाटनका चित्र");
    expect(numeralsOf(ne)).toBe("latin");
    expect((await getPublicSettings()).siteDescription).toBe("Paintings from Patan");
    // A form without them leaves them as they are.
    data(await saveSettingsAction(base));
    expect(await db.settings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({ siteDescriptionNe: "पाटनका चित्र", nepaliNumerals: "latin" });
  });

  it("refuses digits other than Devanagari or Latin, changing nothing", async () => {
    const before = await db.settings.findUniqueOrThrow({ where: { id: 1 } });
    const r = await saveSettingsAction({ ...base, nepaliNumerals: "roman" });
    expect(r).toMatchObject({ ok: false, fieldErrors: { nepaliNumerals: SETTINGS_MESSAGES.invalidNumerals } });
    expect(await db.settings.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
  });
});
