import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { signInThroughDialog, query } from "./support/admin";
import { brokenImages, watchImageResponses } from "./support/images";

const fixtures = path.join(process.cwd(), "tests", "fixtures", "images");

/*
 * Camera photos in the back office: three 6 MB phone-sized JPEGs chosen at once are compressed in
 * the browser, uploaded one by one, and the artwork shows whole in the gallery; a refused file
 * says why while the dialog stays open with what was typed; About's hero images (every profile
 * image in its order, the background) reach /about. These change what every visitor sees, so they
 * run alone (@exclusive).
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), "camera-photos-"));

/** A 4032x3024 JPEG with enough noise to weigh over 6 MB, as a phone's camera writes them. */
async function cameraPhoto(name: string): Promise<string> {
  const width = 4032;
  const height = 3024;
  const raw = Buffer.alloc(width * height * 3);
  const noise = crypto.randomBytes(raw.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = Math.max(0, Math.min(255, Math.round((x * 255) / width + ((noise[i] - 128) * 80) / 128)));
      raw[i + 1] = Math.max(0, Math.min(255, Math.round((y * 255) / height + ((noise[i + 1] - 128) * 80) / 128)));
      raw[i + 2] = Math.max(0, Math.min(255, Math.round(128 + ((noise[i + 2] - 128) * 80) / 128)));
    }
  }
  const file = path.join(work, name);
  await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toFile(file);
  return file;
}

async function toast(page: Page, text: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
}

test.describe("back-office images", { tag: "@exclusive" }, () => {
  test.describe.configure({ mode: "serial" });
  let photos: string[] = [];

  test.beforeAll(async () => {
    photos = [await cameraPhoto("IMG_2041.JPG"), await cameraPhoto("IMG_2042.JPG"), await cameraPhoto("IMG_2043.JPG")];
  });

  test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  test("three 6 MB photos chosen at once make one artwork, whole in the gallery", async ({ page }) => {
    test.setTimeout(120_000);
    for (const photo of photos) expect(fs.statSync(photo).size).toBeGreaterThan(6 * 1024 * 1024);
    const uploads: number[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/admin/uploads") uploads.push(request.postDataBuffer()?.length ?? 0);
    });

    await signInThroughDialog(page);
    await page.goto("/admin/artworks");
    await page.getByRole("button", { name: "Add Artwork" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Artwork" });
    await dialog.getByLabel("Title *").fill("E2E Camera Triptych");
    await dialog.getByLabel("Category *").selectOption({ label: "Paintings" });
    await dialog.getByLabel("Price (NPR)").fill("18000");
    await dialog.getByLabel("Upload images").setInputFiles(photos);
    await expect(dialog.getByRole("img", { name: "Image 3" })).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByRole("img", { name: "Image 1 (main)" })).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Uploads" })).toHaveCount(0);
    // One request per photo, each far below the 5 MB limit after the browser's compression.
    expect(uploads).toHaveLength(3);
    for (const size of uploads) expect(size).toBeLessThan(5 * 1024 * 1024);

    await dialog.getByRole("button", { name: "Create" }).click();
    await toast(page, "Artwork created successfully");
    await expect(dialog).toBeHidden();

    await expect
      .poll(async () => (await query<{ n: number }>("SELECT cardinality(images) AS n FROM artworks WHERE slug = 'e2e-camera-triptych'"))[0]?.n)
      .toBe(3);
    const [sizes] = await query<{ sizes: { width: number; height: number }[] }>("SELECT image_sizes AS sizes FROM artworks WHERE slug = 'e2e-camera-triptych'");
    // Fitted inside 2560x1440: a 4:3 photo becomes 1920x1440.
    expect(sizes.sizes).toEqual([
      { width: 1920, height: 1440 },
      { width: 1920, height: 1440 },
      { width: 1920, height: 1440 },
    ]);

    const failures = watchImageResponses(page);
    await page.goto("/gallery/e2e-camera-triptych");
    await expect(page.getByRole("heading", { level: 1, name: "E2E Camera Triptych" })).toBeVisible();
    await expect(page.getByRole("button", { name: "E2E Camera Triptych: view full screen" })).toBeVisible();
    await expect(page.getByRole("list", { name: "More images" }).getByRole("listitem")).toHaveCount(2);
    expect(await brokenImages(page)).toEqual([]);
    expect(failures.failures).toEqual([]);
  });

  test("a refused file says why; the dialog stays open with the typed title and the other photo", async ({ page }) => {
    test.setTimeout(90_000);
    const notAPhoto = path.join(work, "holiday.jpg");
    fs.writeFileSync(notAPhoto, "This is a text file with a photo's name.\n".repeat(200));

    await signInThroughDialog(page);
    await page.goto("/admin/artworks");
    await page.getByRole("button", { name: "Add Artwork" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Artwork" });
    await dialog.getByLabel("Title *").fill("E2E Kept Title");
    await dialog.getByLabel("Description", { exact: true }).fill("Typed before choosing the photos.");
    await dialog.getByLabel("Upload images").setInputFiles([notAPhoto, photos[0]]);

    const refused = dialog.getByRole("list", { name: "Uploads" }).getByRole("listitem").filter({ hasText: "holiday.jpg" });
    await expect(refused.getByRole("alert")).toHaveText("Only image files are allowed");
    await expect(dialog.getByRole("img", { name: "Image 1 (main)" })).toBeVisible({ timeout: 60_000 });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Title *")).toHaveValue("E2E Kept Title");
    await expect(dialog.getByLabel("Description", { exact: true })).toHaveValue("Typed before choosing the photos.");
    await expect(page.getByText("Could not load artworks")).toHaveCount(0);

    await refused.getByRole("button", { name: "Dismiss holiday.jpg" }).click();
    await expect(dialog.getByRole("list", { name: "Uploads" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await query("SELECT 1 FROM artworks WHERE title = 'E2E Kept Title'")).toHaveLength(0);
  });

  test("About's profile images, reordered and removed, and its background image show on /about", async ({ page }) => {
    test.setTimeout(120_000);
    const imagesOf = async (key: string) =>
      (await query<{ images: string[] }>("SELECT content_value -> 'images' AS images FROM about_content WHERE section_type = 'hero' AND content_key = $1", [key]))[0]
        ?.images ?? [];
    const shown = async (testId: string) =>
      page.getByTestId(testId).locator("img").evaluateAll((imgs) => imgs.map((img) => decodeURIComponent((img as HTMLImageElement).getAttribute("src") ?? "")));

    await signInThroughDialog(page);
    await page.goto("/admin/about");
    await page.getByRole("button", { name: "Edit profile_images" }).click();
    const before = (await imagesOf("profile_images")).length;
    await page.getByLabel("Upload images").setInputFiles([path.join(fixtures, "artwork.png"), path.join(fixtures, "artwork.webp"), path.join(fixtures, "large-photo.jpg")]);
    await expect(page.getByRole("img", { name: `Image ${before + 3}`, exact: true })).toBeVisible({ timeout: 60_000 });
    // The last one first, and the one before it removed.
    for (let i = before + 3; i > 1; i--) await page.getByRole("button", { name: `Move image ${i} earlier` }).click();
    await page.getByRole("button", { name: `Remove image ${before + 3}` }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Content updated successfully");
    await expect.poll(async () => (await imagesOf("profile_images")).length).toBe(before + 2);
    const profile = await imagesOf("profile_images");
    expect(profile[0]).toMatch(/\.jpg$/);

    await page.getByRole("button", { name: "Add item" }).click();
    await page.getByLabel("Key").fill("background_image");
    await page.getByLabel("Upload images").setInputFiles([path.join(fixtures, "photo-gps.jpg")]);
    await expect(page.getByRole("img", { name: "Image 1", exact: true })).toBeVisible({ timeout: 60_000 });
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await toast(page, "Content created successfully");
    await expect.poll(async () => (await imagesOf("background_image")).length).toBe(1);
    const [background] = await imagesOf("background_image");

    const failures = watchImageResponses(page);
    await page.goto("/about");
    await expect(page.getByTestId("about-profile-images").locator("img")).toHaveCount(profile.length);
    const srcs = await shown("about-profile-images");
    profile.forEach((url, i) => expect(srcs[i]).toContain(url));
    expect((await shown("about-hero-background"))[0]).toContain(background);
    expect(await brokenImages(page)).toEqual([]);
    expect(failures.failures).toEqual([]);
  });
});
