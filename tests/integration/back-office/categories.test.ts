/**
 * Artwork categories in the back office: created, renamed, reordered and deleted only while no
 * artwork uses them (the refusal says how many do); the gallery's category filter and the
 * artwork dialog follow the order and the names. Every action re-checks the administrator.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ACCESS_DENIED_MESSAGE } from "@/lib/auth/require-admin";
import { createCategory, deleteCategory, renameCategory, reorderCategories } from "@/lib/actions/admin/categories";
import { findCategories } from "@/lib/data/categories";
import { listAdminCategories } from "@/lib/data/admin/artworks";
import { listCategoriesWithUse } from "@/lib/data/admin/categories";
import { CATEGORY_MESSAGES } from "@/lib/domain/admin/category-form";
import { createProfile, signInAs } from "@/tests/integration/admin/admin-fixtures";

let admin: { id: string; email: string };
let customer: { id: string; email: string };

beforeAll(async () => {
  admin = await createProfile("owner-categories@studio.test", "admin");
  customer = await createProfile("buyer-categories@example.com", "user");
});

function data<T>(result: { ok: true; data: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

const names = async () => (await findCategories()).map((c) => c.name);

describe("categories", () => {
  it("are refused to visitors and customers, changing nothing", async () => {
    signInAs(admin);
    const existing = data(await createCategory({ name: "Guarded" }));
    const before = await db.category.findMany({ orderBy: { id: "asc" } });
    for (const who of [null, customer]) {
      signInAs(who);
      for (const result of [
        await createCategory({ name: "Intruder" }),
        await renameCategory({ id: existing.id, name: "Renamed" }),
        await reorderCategories({ ids: [existing.id] }),
        await deleteCategory({ id: existing.id }),
      ]) {
        expect(result).toEqual({ ok: false, message: ACCESS_DENIED_MESSAGE });
      }
    }
    expect(await db.category.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    signInAs(admin);
    data(await deleteCategory({ id: existing.id }));
  });

  it("are created last, with a tidy name and a slug; a blank, long or taken name is refused", async () => {
    signInAs(admin);
    const first = data(await createCategory({ name: "Oil Paintings" }));
    const created = await createCategory({ name: "  Water   colours " });
    expect(created).toMatchObject({ ok: true, message: CATEGORY_MESSAGES.created, data: { name: "Water colours", slug: "water-colours" } });
    expect(data(created).displayOrder).toBeGreaterThan(first.displayOrder);
    expect((await names()).slice(-2)).toEqual(["Oil Paintings", "Water colours"]);

    const count = await db.category.count();
    expect(await createCategory({ name: "water COLOURS" })).toMatchObject({ ok: false, message: 'A category named "Water colours" already exists' });
    expect(await createCategory({ name: "   " })).toMatchObject({ ok: false, message: CATEGORY_MESSAGES.nameRequired });
    expect(await createCategory({ name: "x".repeat(61) })).toMatchObject({ ok: false, message: CATEGORY_MESSAGES.nameTooLong });
    expect(await createCategory({ name: "x".repeat(100_000) })).toMatchObject({ ok: false, message: CATEGORY_MESSAGES.nameTooLong });
    expect(await createCategory({ name: 42 })).toMatchObject({ ok: false });
    expect(await db.category.count()).toBe(count);
  });

  it("are renamed keeping their link; a name another category has is refused", async () => {
    signInAs(admin);
    const sketches = data(await createCategory({ name: "Sketchbook" }));
    const renamed = await renameCategory({ id: sketches.id, name: "Drawings" });
    expect(renamed).toMatchObject({ ok: true, message: CATEGORY_MESSAGES.renamed, data: { name: "Drawings", slug: "sketchbook" } });
    expect(await names()).toContain("Drawings");
    expect(await names()).not.toContain("Sketchbook");
    // Its own name in other letters is fine; another category's is not.
    expect(await renameCategory({ id: sketches.id, name: "DRAWINGS" })).toMatchObject({ ok: true });
    expect(await renameCategory({ id: sketches.id, name: "oil paintings" })).toMatchObject({ ok: false, message: 'A category named "Oil Paintings" already exists' });
    expect(await renameCategory({ id: "00000000-0000-4000-8000-000000000000", name: "Nowhere" })).toMatchObject({ ok: false, message: CATEGORY_MESSAGES.notFound });
    expect(await renameCategory({ id: "not-a-uuid", name: "Nowhere" })).toMatchObject({ ok: false, message: CATEGORY_MESSAGES.notFound });
  });

  it("are reordered as a whole list, which the gallery filter and the artwork dialog follow", async () => {
    signInAs(admin);
    const current = await findCategories();
    const reversed = current.map((c) => c.id!).reverse();
    expect(await reorderCategories({ ids: reversed })).toMatchObject({ ok: true, message: CATEGORY_MESSAGES.reordered });
    expect((await findCategories()).map((c) => c.id)).toEqual(reversed);
    expect((await listAdminCategories()).map((c) => c.id)).toEqual(reversed);
    expect((await listCategoriesWithUse()).map((c) => c.id)).toEqual(reversed);

    // A list that is not the current set (one missing, one twice) changes nothing.
    expect(await reorderCategories({ ids: reversed.slice(1) })).toMatchObject({ ok: false, message: CATEGORY_MESSAGES.staleOrder });
    expect(await reorderCategories({ ids: [...reversed.slice(1), reversed[1]] })).toMatchObject({ ok: false, message: CATEGORY_MESSAGES.staleOrder });
    expect((await findCategories()).map((c) => c.id)).toEqual(reversed);
  });

  it("are deleted only while no artwork uses them; the refusal says how many do", async () => {
    signInAs(admin);
    const used = data(await createCategory({ name: "Portraits" }));
    for (const title of ["Mother", "Father"]) {
      await db.artwork.create({ data: { title, slug: title.toLowerCase(), categoryId: used.id, pricePaisa: 100_000, status: "available", images: [] } });
    }
    const refused = await deleteCategory({ id: used.id });
    expect(refused).toEqual({ ok: false, message: '"Portraits" is used by 2 artworks. Move them to another category first, then delete it.' });
    expect(await db.category.count({ where: { id: used.id } })).toBe(1);
    expect((await listCategoriesWithUse()).find((c) => c.id === used.id)?.artworks).toBe(2);
    expect(await db.artwork.count({ where: { categoryId: used.id } })).toBe(2);

    await db.artwork.deleteMany({ where: { slug: "father" } });
    expect(await deleteCategory({ id: used.id })).toMatchObject({ ok: false, message: '"Portraits" is used by 1 artwork. Move it to another category first, then delete it.' });

    const unused = data(await createCategory({ name: "Collages" }));
    expect(await deleteCategory({ id: unused.id })).toEqual({ ok: true, data: { id: unused.id, name: "Collages" }, message: CATEGORY_MESSAGES.deleted });
    expect(await names()).not.toContain("Collages");
    expect(await deleteCategory({ id: unused.id })).toMatchObject({ ok: false, message: CATEGORY_MESSAGES.notFound });
  });
});
