/**
 * Hero images set under About reach /about's data: every profile image, in the order saved
 * (reordered and removed ones following), and the background image; what was removed leaves
 * storage. Only pictures this shop stored for the About page are taken.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, setStorageForTests, storage } from "@/lib/storage";
import { POST } from "@/app/admin/uploads/route";
import { createAboutItemAction, toggleAboutItemAction, updateAboutItemAction } from "@/lib/actions/admin/about";
import { ABOUT_MESSAGES } from "@/lib/domain/admin/about-form";
import { db } from "@/lib/db";
import { findAboutContent } from "@/lib/data/about";
import { readFixture } from "@/tests/fixtures/images";
import { createProfile, signInAs, signOutForTests } from "@/tests/integration/admin/admin-fixtures";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "about-hero-"));

beforeAll(async () => {
  setStorageForTests(createLocalStorage(dir));
  signInAs(await createProfile("owner-about@studio.test", "admin"));
});

afterAll(() => {
  signOutForTests();
  setStorageForTests(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

async function upload(target: "about" | "about-profile", fixture: "png" | "webp" | "gif"): Promise<string> {
  const body = new FormData();
  body.set("target", target);
  body.set("file", new File([new Uint8Array(readFixture(fixture))], `x.${fixture}`));
  const url = new URL("http://localhost/admin/uploads");
  const response = await POST(Object.assign(new Request(url, { method: "POST", body }), { nextUrl: url }) as never);
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

function data<T>(result: { ok: true; data: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

describe("About hero images on /about", () => {
  it("shows every profile image in the saved order, and the background image", async () => {
    const [a, b, c] = [await upload("about-profile", "png"), await upload("about-profile", "webp"), await upload("about-profile", "gif")];
    const background = await upload("about", "png");
    const profiles = data(await createAboutItemAction({ sectionType: "hero", contentKey: "profile_images", contentValue: { images: [a, b, c] } }));
    data(await createAboutItemAction({ sectionType: "hero", contentKey: "background_image", contentValue: { images: [background] } }));

    let hero = (await findAboutContent()).hero;
    expect(hero.images).toEqual([a, b, c]);
    expect(hero.backgroundImage).toBe(background);

    // Reordered (c first) and b removed, as the editor saves them.
    data(await updateAboutItemAction({ id: profiles.id, contentKey: "profile_images", contentValue: { images: [c, a] } }));
    hero = (await findAboutContent()).hero;
    expect(hero.images).toEqual([c, a]);
    expect(await storage().read(b)).toBeNull();
    expect(await storage().read(c)).not.toBeNull();
  });

  it("uses the first background image by display order, and hides an inactive item's images", async () => {
    const later = await upload("about", "webp");
    const second = data(await createAboutItemAction({ sectionType: "hero", contentKey: "background_image", contentValue: { images: [later] } }));
    const before = (await findAboutContent()).hero;
    expect(before.backgroundImage).not.toBe(later);

    const extra = await upload("about-profile", "png");
    const more = data(await createAboutItemAction({ sectionType: "hero", contentKey: "profile_images", contentValue: { images: [extra] } }));
    expect((await findAboutContent()).hero.images.at(-1)).toBe(extra);
    data(await toggleAboutItemAction({ id: more.id }));
    expect((await findAboutContent()).hero.images).not.toContain(extra);
    expect(second.displayOrder).toBeGreaterThan(1);
  });

  it("shows no background when none is set", async () => {
    const { db } = await import("@/lib/db");
    await db.aboutContent.deleteMany({ where: { contentKey: "background_image" } });
    expect((await findAboutContent()).hero.backgroundImage).toBeNull();
  });

  it("refuses any picture that is not one of the shop's own About uploads, changing nothing", async () => {
    const ours = await upload("about-profile", "png");
    const backgroundUpload = await upload("about", "webp");
    const refused = { ok: false, message: ABOUT_MESSAGES.foreignImage, fieldErrors: { contentValue: ABOUT_MESSAGES.foreignImage } };
    const name = ours.split("/").at(-1)!;
    const foreign = [
      "https://evil.example/tracker.png",
      `https://evil.example/media/about-images/profile/${name}`,
      `${ours}?v=2`,
      ours.replace("/about-images/profile/", "/artworks/"),
      ours.replace(/\d{10,}-[0-9a-f]{16,}/, "1700000000000-00000000000000ff"),
      "/private-files/payment-screenshots/ORD-1/1700000000000-00000000000000000000000000000000.png",
      "javascript:alert(1)",
    ];
    const count = await db.aboutContent.count();
    for (const url of foreign) {
      expect(await createAboutItemAction({ sectionType: "hero", contentKey: "profile_images", contentValue: { images: [ours, url] } }), url).toEqual(refused);
    }
    // The background image's text is shown as a picture too.
    expect(await createAboutItemAction({ sectionType: "hero", contentKey: "background_image", contentValue: { text: "https://evil.example/bg.jpg" } })).toEqual(refused);
    expect(await db.aboutContent.count()).toBe(count);

    // An edit that adds a foreign picture changes nothing; the pictures the item already shows stay accepted.
    const item = data(await createAboutItemAction({ sectionType: "hero", contentKey: "profile_images", contentValue: { images: [ours] } }));
    const before = await db.aboutContent.findUniqueOrThrow({ where: { id: item.id } });
    expect(await updateAboutItemAction({ id: item.id, contentKey: "profile_images", contentValue: { images: [ours, foreign[0]] } })).toEqual(refused);
    expect(await db.aboutContent.findUniqueOrThrow({ where: { id: item.id } })).toEqual(before);
    expect(await storage().read(ours)).not.toBeNull();
    data(await updateAboutItemAction({ id: item.id, contentKey: "profile_images", contentValue: { images: [backgroundUpload, ours] } }));
    expect((await db.aboutContent.findUniqueOrThrow({ where: { id: item.id } })).contentValue).toEqual({ images: [backgroundUpload, ours] });
  });
});
