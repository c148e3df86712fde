/**
 * The public pages' cached reads against a real PostgreSQL: an unchanged page does not query
 * again, and revalidatePublic() with a tag refreshes exactly the reads that carry it.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { artworkTag, CACHE_TAGS, revalidatePublic } from "@/lib/cache-tags";
import { getAboutContent } from "@/lib/data/about";
import { getArtworkBySlug, getFeaturedArtworks, getGalleryPage } from "@/lib/data/artworks";
import { getCategories } from "@/lib/data/categories";
import { clearPublicCache } from "@/lib/data/public-cache";
import { getPublicSettings } from "@/lib/data/public-settings";
import { getAvailableServices } from "@/lib/data/services";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import { DEFAULT_GALLERY_QUERY } from "@/lib/domain/gallery-query";

beforeAll(async () => {
  const category = await db.category.create({ data: { name: "Paintings", slug: "paintings" } });
  await db.artwork.createMany({
    data: [
      { slug: "first", title: "First", categoryId: category.id, featured: true, pricePaisa: 100_000 },
      { slug: "second", title: "Second", categoryId: category.id, featured: true, pricePaisa: 200_000 },
    ],
  });
  await db.service.create({ data: { slug: "workshop", title: "Workshop", category: "workshop" } });
  await db.aboutContent.create({ data: { sectionType: "my_story", contentKey: "start", contentValue: { text: "Once upon a time" } } });
});

beforeEach(() => clearPublicCache());

describe("cached public reads", () => {
  it("gallery pages and featured works refresh on 'artworks', not before", async () => {
    expect((await getGalleryPage(DEFAULT_GALLERY_QUERY)).total).toBe(2);
    expect(await getFeaturedArtworks(6)).toHaveLength(2);
    await db.artwork.create({ data: { slug: "third", title: "Third", featured: true } });

    expect((await getGalleryPage(DEFAULT_GALLERY_QUERY)).total).toBe(2);
    expect(await getFeaturedArtworks(6)).toHaveLength(2);

    revalidatePublic(CACHE_TAGS.services, CACHE_TAGS.about);
    expect((await getGalleryPage(DEFAULT_GALLERY_QUERY)).total).toBe(2);

    revalidatePublic(CACHE_TAGS.artworks);
    expect((await getGalleryPage(DEFAULT_GALLERY_QUERY)).total).toBe(3);
    expect(await getFeaturedArtworks(6)).toHaveLength(3);
  });

  it("an artwork page refreshes on its own tag only", async () => {
    expect((await getArtworkBySlug("first"))?.title).toBe("First");
    expect((await getArtworkBySlug("second"))?.title).toBe("Second");
    await db.artwork.updateMany({ where: { slug: { in: ["first", "second"] } }, data: { status: "sold" } });

    revalidatePublic(artworkTag("first"));
    expect((await getArtworkBySlug("first"))?.status).toBe("sold");
    expect((await getArtworkBySlug("second"))?.status).toBe("available");

    revalidatePublic(CACHE_TAGS.artworks, artworkTag("second"));
    expect((await getArtworkBySlug("second"))?.status).toBe("sold");
  });

  it("an unknown slug stays unknown until an artwork with that slug is announced", async () => {
    expect(await getArtworkBySlug("later")).toBeNull();
    await db.artwork.create({ data: { slug: "later", title: "Later" } });
    expect(await getArtworkBySlug("later")).toBeNull();
    revalidatePublic(CACHE_TAGS.artworks, artworkTag("later"));
    expect((await getArtworkBySlug("later"))?.title).toBe("Later");
  });

  it("services, about content and categories refresh on their tags", async () => {
    expect(await getAvailableServices()).toHaveLength(1);
    expect((await getAboutContent()).content.story).toHaveLength(1);
    expect((await getCategories()).categories.map((c) => c.slug)).toEqual(["paintings"]);

    await db.service.create({ data: { slug: "consult", title: "Consult", category: "consultation" } });
    await db.aboutContent.create({ data: { sectionType: "my_story", contentKey: "then", contentValue: { text: "And then" }, displayOrder: 2 } });
    await db.category.create({ data: { name: "Sketches", slug: "sketches" } });

    revalidatePublic(CACHE_TAGS.services);
    expect(await getAvailableServices()).toHaveLength(2);
    expect((await getAboutContent()).content.story).toHaveLength(1);
    revalidatePublic(CACHE_TAGS.about);
    expect((await getAboutContent()).content.story.map((s) => s.text)).toEqual(["Once upon a time", "And then"]);
    expect((await getCategories()).categories).toHaveLength(1);
    revalidatePublic(CACHE_TAGS.categories);
    expect((await getCategories()).categories.map((c) => c.slug)).toEqual(["paintings", "sketches"]);
  });

  it("hidden services are not listed", async () => {
    await db.service.create({ data: { slug: "hidden", title: "Hidden", category: "workshop", available: false } });
    revalidatePublic(CACHE_TAGS.services);
    expect((await getAvailableServices()).map((s) => s.slug)).not.toContain("hidden");
  });

  it("settings: the defaults are never kept; stored settings refresh on 'settings'", async () => {
    expect(await getPublicSettings()).toBe(DEFAULT_SETTINGS);
    await db.settings.create({ data: { ...DEFAULT_SETTINGS, id: 1, siteName: "Studio One", paymentDetails: {}, socialLinks: [] } });
    expect((await getPublicSettings()).siteName).toBe("Studio One");
    await db.settings.update({ where: { id: 1 }, data: { siteName: "Studio Two" } });
    expect((await getPublicSettings()).siteName).toBe("Studio One");
    revalidatePublic(CACHE_TAGS.settings);
    expect((await getPublicSettings()).siteName).toBe("Studio Two");
  });
});
