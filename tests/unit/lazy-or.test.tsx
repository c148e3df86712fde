/**
 * lazyOr: a part fetched on use survives a failed fetch. Tried twice, then its fallback is drawn
 * in its place (never the page's failure screen); a fetch that fails once and then succeeds draws
 * the part itself.
 */
import { createElement, Suspense } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { lazyOr } from "@/components/ui/lazy-or";

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement(Suspense, { fallback: "loading" }, element));
  let out = "";
  for await (const chunk of prelude) out += chunk.toString();
  // Without the Suspense boundary's markers.
  return out.replace(/<!--\/?\$-->/g, "");
}

const Part = ({ name }: { name: string }) => createElement("b", null, `part ${name}`);
const Fallback = ({ name }: { name: string }) => createElement("i", null, `fallback ${name}`);

describe("lazyOr", () => {
  it("draws the part when its fetch succeeds", async () => {
    const Lazy = lazyOr(async () => Part, Fallback);
    expect(await html(createElement(Lazy, { name: "a" }))).toBe("<b>part a</b>");
  });

  it("tries a failed fetch again, and draws the part when the second succeeds", async () => {
    let calls = 0;
    const Lazy = lazyOr(async () => {
      calls += 1;
      if (calls === 1) throw new Error("Failed to fetch the chunk");
      return Part;
    }, Fallback);
    expect(await html(createElement(Lazy, { name: "b" }))).toBe("<b>part b</b>");
    expect(calls).toBe(2);
  });

  it("draws the fallback, with the part's props, when both fetches fail", async () => {
    let calls = 0;
    const Lazy = lazyOr<{ name: string }>(async () => {
      calls += 1;
      throw new Error("offline");
    }, Fallback);
    expect(await html(createElement(Lazy, { name: "c" }))).toBe("<i>fallback c</i>");
    expect(calls).toBe(2);
  });
});
