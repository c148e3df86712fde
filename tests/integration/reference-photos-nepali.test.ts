/**
 * The reference photo upload answers in the page's language: the commission dialog on a Nepali
 * page posts to /api/reference-photos?locale=ne and reads a refusal in Nepali; without the
 * parameter, or with one that is not a shop language, the answer is the spec's English.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

// The route translates with next-intl's server API, which needs a React Server Components
// request; here the same catalogues are read through next-intl's plain translator.
vi.mock("next-intl/server", () => import("../support/next-intl-server-catalogues"));

import { POST } from "@/app/api/reference-photos/route";
import { db } from "@/lib/db";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import { REFERENCE_PHOTO_MESSAGES } from "@/lib/validation/reference-photos";
import ne from "../../messages/ne.json";

process.env.SITE_URL = "https://art.example.com";

function notAPhoto(query: string): Request {
  const body = Buffer.from(
    '--b1\r\nContent-Disposition: form-data; name="photo"; filename="notes.jpg"\r\nContent-Type: image/jpeg\r\n\r\nthis is not a picture\r\n--b1--\r\n',
  );
  return new Request(`http://localhost/api/reference-photos${query}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "multipart/form-data; boundary=b1", "Content-Length": String(body.length), "X-Forwarded-For": "198.51.100.31" },
  });
}

function tooLarge(query: string): Request {
  return new Request(`http://localhost/api/reference-photos${query}`, {
    method: "POST",
    body: "x",
    headers: { "Content-Type": "multipart/form-data; boundary=b1", "Content-Length": String(11 * 1024 * 1024) },
  });
}

async function answer(response: Response) {
  return { status: response.status, error: ((await response.json()) as { error?: string }).error };
}

beforeEach(async () => {
  await db.rateLimitEvent.deleteMany();
});

describe("POST /api/reference-photos in the page's language", () => {
  it("refuses a file that is not a picture in Nepali with ?locale=ne, in English otherwise", async () => {
    expect(await answer(await POST(notAPhoto("?locale=ne")))).toEqual({ status: 415, error: ne.referencePhotoMessages.notAnImage });
    expect(await answer(await POST(notAPhoto("")))).toEqual({ status: 415, error: REFERENCE_PHOTO_MESSAGES.notAnImage });
    expect(await answer(await POST(notAPhoto("?locale=fr")))).toEqual({ status: 415, error: REFERENCE_PHOTO_MESSAGES.notAnImage });
  });

  it("refuses a body over 10 MB unread, in Nepali with ?locale=ne", async () => {
    expect(await answer(await POST(tooLarge("?locale=ne")))).toEqual({ status: 413, error: ne.referencePhotoMessages.tooLarge });
    expect(await answer(await POST(tooLarge("?locale=" + "n".repeat(500))))).toEqual({ status: 413, error: REFERENCE_PHOTO_MESSAGES.tooLarge });
  });

  it("writes the Nepali refusal's figures in Latin digits when the artist chose them", async () => {
    await db.settings.upsert({
      where: { id: 1 },
      update: { nepaliNumerals: "latin" },
      create: { ...DEFAULT_SETTINGS, id: 1, nepaliNumerals: "latin", paymentDetails: {}, socialLinks: [] },
    });
    try {
      const { error } = await answer(await POST(tooLarge("?locale=ne")));
      expect(ne.referencePhotoMessages.tooLarge).toContain("१०");
      expect(error).toBe(ne.referencePhotoMessages.tooLarge.replace("१०", "10"));
      expect(await answer(await POST(tooLarge("")))).toEqual({ status: 413, error: REFERENCE_PHOTO_MESSAGES.tooLarge });
    } finally {
      await db.settings.update({ where: { id: 1 }, data: { nepaliNumerals: "devanagari" } });
    }
  });
});
