import { describe, expect, it } from "vitest";
import { absoluteUrl, listTopic, noteInputSchema, sendSlots, signUpEmailSchema, LIST_MESSAGES } from "@/lib/domain/mailing-list";

describe("mailing list rules", () => {
  it("spreads list emails at most `perMinute` to a minute, after those already waiting", () => {
    const now = new Date("2026-11-27T10:00:00Z");
    const minutes = sendSlots(7, 0, 3, now).map((d) => (d.getTime() - now.getTime()) / 60_000);
    expect(minutes).toEqual([0, 0, 0, 1, 1, 1, 2]);
    expect(sendSlots(2, 5, 3, now).map((d) => (d.getTime() - now.getTime()) / 60_000)).toEqual([1, 2]);
  });

  it("one topic per address: the list, a work's prints, a category's works", () => {
    expect(listTopic("list", null)).toBe("list");
    expect(listTopic("prints", "a1")).toBe("prints:a1");
    expect(() => listTopic("category", null)).toThrow();
  });

  it("validates and lower-cases the address, with the product's messages", () => {
    expect(signUpEmailSchema.parse(" Mira@Example.COM ")).toBe("mira@example.com");
    expect(signUpEmailSchema.safeParse("").error?.issues[0].message).toBe(LIST_MESSAGES.emailRequired);
    expect(signUpEmailSchema.safeParse("nope").error?.issues[0].message).toBe(LIST_MESSAGES.emailInvalid);
    expect(signUpEmailSchema.safeParse(`${"a".repeat(250)}@x.com`).error?.issues[0].message).toBe(LIST_MESSAGES.emailTooLong);
  });

  it("bounds a note and drops repeated works", () => {
    const id = "0b7c5d3e-9a61-4f0e-8f4c-2d9b1a6e7c11";
    expect(noteInputSchema.parse({ title: "T", body: "B", artworkIds: [id, id] }).artworkIds).toEqual([id]);
    expect(noteInputSchema.safeParse({ title: "T", body: "B", artworkIds: Array(5).fill(id) }).success).toBe(false);
  });

  it("makes image addresses absolute for mail programs, http(s) only", () => {
    expect(absoluteUrl("/media/a.webp", "https://art.example.com")).toBe("https://art.example.com/media/a.webp");
    expect(absoluteUrl("https://cdn.example.com/a.webp", "https://art.example.com")).toBe("https://cdn.example.com/a.webp");
    expect(absoluteUrl("javascript:alert(1)", "https://art.example.com")).toBeNull();
    expect(absoluteUrl(null, "https://art.example.com")).toBeNull();
  });
});
