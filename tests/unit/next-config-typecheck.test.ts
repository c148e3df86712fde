import { afterEach, describe, expect, it, vi } from "vitest";
import type { NextConfig } from "next";

async function freshConfig(typechecked: string | undefined): Promise<NextConfig> {
  vi.resetModules();
  if (typechecked === undefined) delete process.env.NEXT_BUILD_TYPECHECKED;
  else process.env.NEXT_BUILD_TYPECHECKED = typechecked;
  return (await import("../../next.config")).default as NextConfig;
}

describe("next.config: the build's own type check", () => {
  afterEach(() => {
    delete process.env.NEXT_BUILD_TYPECHECKED;
  });

  it("runs for every build by default (npm run build, deployments)", async () => {
    expect((await freshConfig(undefined)).typescript?.ignoreBuildErrors).toBe(false);
    expect((await freshConfig("0")).typescript?.ignoreBuildErrors).toBe(false);
    expect((await freshConfig("yes")).typescript?.ignoreBuildErrors).toBe(false);
  });

  it("is skipped only when npm test's typecheck stage has just passed (NEXT_BUILD_TYPECHECKED=1)", async () => {
    expect((await freshConfig("1")).typescript?.ignoreBuildErrors).toBe(true);
  });
});
