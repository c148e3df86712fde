import { describe, expect, it } from "vitest";
import { exactAspectRatio, frameAspectRatio } from "@/lib/domain/image-sizes";
import { demoImageSize } from "@/prisma/seed-images";

describe("card frames take the work's own shape", () => {
  it("is exactly the stored width / height, portrait or panorama", () => {
    expect(exactAspectRatio({ width: 900, height: 1200 })).toBe("900 / 1200");
    expect(exactAspectRatio({ width: 2400, height: 800 })).toBe("2400 / 800");
    expect(exactAspectRatio(null)).toBeNull();
  });

  it("keeps the artwork page's clamped frame for extreme shapes", () => {
    expect(frameAspectRatio({ width: 2400, height: 800 })).toBe("2");
  });
});

describe("demo images come in the shape of their listed dimensions", () => {
  it("reads width x height in inches, longest side 1000 px unless told", () => {
    expect(demoImageSize('36" x 24"')).toEqual({ width: 1000, height: 667 });
    expect(demoImageSize('18" x 24"')).toEqual({ width: 750, height: 1000 });
    expect(demoImageSize('30" x 30"')).toEqual({ width: 1000, height: 1000 });
    expect(demoImageSize('11" x 14"', 1200)).toEqual({ width: 943, height: 1200 });
  });

  it("falls back to a 4:3 landscape when the dimensions cannot be read", () => {
    expect(demoImageSize("unknown")).toEqual({ width: 1000, height: 750 });
  });
});
