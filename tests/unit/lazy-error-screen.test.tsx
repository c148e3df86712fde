/**
 * Both error boundaries show one failure screen, fetched when one shows it
 * (components/layout/lazy-error-screen.tsx): the spec's screen when its code arrives, and a plain
 * title with 'Reload App' when it cannot (the connection dropped, a newer build replaced the files).
 */
import { createElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { afterEach, describe, expect, it, vi } from "vitest";

async function html(ownDocument = false): Promise<string> {
  const { LazyErrorScreen } = await import("@/components/layout/lazy-error-screen");
  const error = Object.assign(new Error("boom"), { digest: "4242" });
  const { prelude } = await prerenderToNodeStream(createElement(LazyErrorScreen, { error, ownDocument }));
  let out = "";
  for await (const chunk of prelude) out += chunk;
  return out;
}

afterEach(() => {
  vi.doUnmock("@/components/layout/error-screen");
  vi.resetModules();
});

describe("the failure screen of the error boundaries", () => {
  it("is the spec's screen once fetched, with the error's reference", async () => {
    const out = await html();
    expect(out).toContain("Something went wrong");
    expect(out).toContain("Reload App");
    expect(out).toContain("Go to home page");
    expect(out.replaceAll("<!-- -->", "")).toContain("Error reference: 4242");
  });

  it("is a plain title and 'Reload App' when its code cannot be fetched", async () => {
    vi.resetModules();
    vi.doMock("@/components/layout/error-screen", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const out = await html(true);
    expect(out).toContain('role="alert"');
    expect(out).toContain("Something went wrong");
    expect(out).toContain("Reload App");
    expect(out).not.toContain("Go to home page");
  });
});
