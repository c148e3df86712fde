/**
 * Pure pieces of the reliability drill and the HTTP server-action client: reading an action's
 * value from a Server Components payload, and the drill's bookkeeping.
 */
import { describe, expect, it } from "vitest";
import { decodeActionPayload, encodeActionArgs, payloadRows } from "@/scripts/lib/server-actions";
import { countChanges, formatReport, formatTally, percentile, tally } from "@/scripts/lib/drill/report";
import { processTreeRssBytes } from "@/scripts/lib/prod-stack";

describe("server-action answers", () => {
  it("reads the action's value, with React's escapes, from the rows of the payload", () => {
    const payload =
      '0:{"a":"$@1","q":"","i":false,"b":"build"}\n' +
      '1:{"ok":false,"message":"Please fill in all required fields","refusals":"$undefined","count":"$n12","price":"$$5","when":"$D2026-11-23T00:00:00.000Z"}\n';
    expect(decodeActionPayload(payload)).toEqual({
      ok: false,
      message: "Please fill in all required fields",
      refusals: undefined,
      count: 12n,
      price: "$5",
      when: new Date("2026-11-23T00:00:00.000Z"),
    });
  });

  it("follows references to text rows read by their byte length, and ignores rows of client modules", () => {
    const text = "नमस्ते\nline two";
    const bytes = Buffer.byteLength(text).toString(16);
    const payload = `2:I["123",[],"Component"]\n3:T${bytes},${text}0:{"a":"$@1"}\n1:{"message":"$3","n":null}\n`;
    expect(payloadRows(Buffer.from(payload)).get("3")).toBe(JSON.stringify(text));
    expect(decodeActionPayload(payload)).toEqual({ message: text, n: null });
  });

  it("refuses an answer without an action result", () => {
    expect(() => decodeActionPayload('0:{"b":"x"}\n')).toThrow(/no action result/);
  });

  it("encodes plain arguments as JSON text and a form as multipart fields under its reference", async () => {
    expect(await encodeActionArgs(["$x", { a: 1 }])).toBe('["$$x",{"a":1}]');
    const form = new FormData();
    form.set("name", "Sita");
    const encoded = await encodeActionArgs([undefined, form]);
    expect(encoded).toBeInstanceOf(FormData);
    const entries = [...(encoded as FormData).entries()].map(([k, v]) => [k, String(v)]);
    expect(entries).toContainEqual(["0", '["$undefined","$K1"]']);
    expect(entries).toContainEqual(["_1_name", "Sita"]);
  });
});

describe("drill bookkeeping", () => {
  it("takes percentiles by rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it("counts labels, most frequent first", () => {
    expect(tally(["b", "a", "b", "c", "b", "a"])).toEqual([["b", 3], ["a", 2], ["c", 1]]);
    expect(formatTally(["x".repeat(20), "y"], 10)).toBe(`1 x ${"x".repeat(9)}…; 1 x y`);
  });

  it("lists only the tables whose counts changed", () => {
    expect(countChanges({ orders: 3, lines: 4 }, { orders: 3, lines: 5, files: 1 })).toEqual(["lines: 4 -> 5", "files: 0 -> 1"]);
  });

  it("says nothing was lost only when no scenario lost anything", () => {
    const ok = { title: "a", tried: ["t"], figures: ["f"], lost: [], seconds: 1 };
    expect(formatReport([ok], ["head"])).toMatch(/lost: {2}nothing[\s\S]*Lost: nothing \(1 scenarios\)\.$/);
    const bad = { ...ok, title: "b", lost: ["an order twice"] };
    const text = formatReport([ok, bad], ["head"]);
    expect(text).toContain("LOST:  1 problem(s)");
    expect(text).toContain("- an order twice");
    expect(text).toMatch(/Lost: 1 problem\(s\) in 1 scenario\(s\)\.$/);
  });
});

describe("server memory", () => {
  it("sums the resident memory of a process and its children from /proc", async () => {
    const { spawn } = await import("node:child_process");
    const own = processTreeRssBytes(process.pid);
    expect(own).toBeGreaterThan(10 * 1024 * 1024);
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 5000)"], { stdio: "ignore" });
    await new Promise((r) => setTimeout(r, 300));
    try {
      // The child is counted in its parent's tree (the parent alone is above 10 MB).
      const childRss = processTreeRssBytes(child.pid!);
      expect(childRss).toBeGreaterThan(0);
      expect(processTreeRssBytes(process.pid)).toBeGreaterThan(childRss + 10 * 1024 * 1024);
    } finally {
      child.kill();
    }
    expect(processTreeRssBytes(2 ** 22 + 12345)).toBe(0);
  });
});
