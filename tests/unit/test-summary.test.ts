/**
 * The closing lines of `npm test`: one line per stage with its checks and wall time, the wall
 * time of all stages, and the total "N passed, N failed" as the very last line (CI reads it).
 */
import { describe, expect, it } from "vitest";
import { MAX_NAMED_FAILURES, playwrightFailures, summaryLines, vitestFailures, wallTime } from "@/scripts/lib/test-summary";

describe("the suite's closing lines", () => {
  it("writes wall times as minutes and seconds to the tenth", () => {
    expect(wallTime(0)).toBe("0:00.0");
    expect(wallTime(9_949)).toBe("0:09.9");
    expect(wallTime(83_456)).toBe("1:23.5");
    expect(wallTime(59_960)).toBe("1:00.0");
    expect(wallTime(1_384_000)).toBe("23:04.0");
  });

  it("gives each stage a line with its checks and wall time, then all stages, then the total last", () => {
    const lines = summaryLines(
      [
        { name: "typecheck", passed: 1, failed: 0, ms: 52_300 },
        { name: "unit", passed: 612, failed: 2, ms: 71_040 },
        { name: "e2e (not run: build failed)", passed: 0, failed: 1, ms: 0 },
      ],
      130_000,
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^typecheck\s+1 passed\s+0 failed\s+0:52\.3$/);
    expect(lines[2]).toMatch(/^unit\s+612 passed\s+2 failed\s+1:11\.0$/);
    expect(lines[3]).toMatch(/^e2e \(not run: build failed\)\s+0 passed\s+1 failed\s+0:00\.0$/);
    expect(lines[4]).toMatch(/^all stages\s+2:10\.0$/);
    expect(lines.at(-1)).toBe("613 passed, 3 failed");
  });

  it("names the failed tests above the summary, a line each, so a log's tail says which failed", () => {
    const lines = summaryLines(
      [
        { name: "unit", passed: 3, failed: 0, ms: 1_000, failures: [] },
        { name: "integration", passed: 5, failed: 1, ms: 2_000, failures: ["tests/a.test.ts › orders › x: \u001b[31mexpected 1\n  to be 2\u001b[39m"] },
      ],
      3_000,
    );
    expect(lines[0]).toBe("=== failed tests ===");
    expect(lines[1]).toBe("integration: tests/a.test.ts › orders › x: expected 1 to be 2");
    expect(lines[2]).toBe("");
    expect(lines[3]).toMatch(/^=== summary/);
    expect(lines.at(-1)).toBe("8 passed, 1 failed");
  });

  it("names at most a set number of failures per stage and counts the rest; cuts a long reason", () => {
    const many = Array.from({ length: MAX_NAMED_FAILURES + 3 }, (_, i) => `t${i}: ${"why ".repeat(200)}`);
    const lines = summaryLines([{ name: "e2e", passed: 0, failed: many.length, ms: 0, failures: many }], 0);
    const named = lines.filter((l) => l.startsWith("e2e: t"));
    expect(named).toHaveLength(MAX_NAMED_FAILURES);
    expect(named[0].length).toBeLessThanOrEqual(305 + "e2e: ".length);
    expect(named[0].endsWith("…")).toBe(true);
    expect(lines).toContain("e2e: and 3 more");
  });

  it("reads vitest's JSON report: failed tests with their first message, and a file that failed to load", () => {
    const failures = vitestFailures(
      {
        testResults: [
          {
            name: "/repo/tests/integration/a.test.ts",
            status: "failed",
            assertionResults: [
              { fullName: "orders keeps a row", status: "passed", failureMessages: [] },
              { fullName: "orders refunds", status: "failed", failureMessages: ["AssertionError: expected 2 to be 3\n    at /repo/tests/integration/a.test.ts:2:55\n    at file:///repo/node_modules/vitest/x.js:1:1", "second"] },
            ],
          },
          { name: "/repo/tests/integration/b.test.ts", status: "failed", message: "Cannot find module x", assertionResults: [] },
          { name: "/repo/tests/integration/c.test.ts", status: "passed", assertionResults: [{ fullName: "c", status: "passed" }] },
        ],
      },
      "/repo",
    );
    expect(failures).toEqual([
      "tests/integration/a.test.ts › orders refunds: AssertionError: expected 2 to be 3",
      "tests/integration/b.test.ts: Cannot find module x",
    ]);
  });

  it("reads Playwright's JSON report: unexpected tests first, then skipped ones, with file, line and titles", () => {
    const failures = playwrightFailures({
      suites: [
        {
          title: "tests/e2e/shop.spec.ts",
          file: "tests/e2e/shop.spec.ts",
          specs: [{ title: "top", line: 3, tests: [{ projectName: "chromium", status: "expected", results: [{ status: "passed" }] }] }],
          suites: [
            {
              title: "checkout",
              file: "tests/e2e/shop.spec.ts",
              specs: [
                { title: "earlier", line: 8, tests: [{ projectName: "exclusive", status: "skipped", results: [] }] },
                {
                  title: "pays",
                  line: 12,
                  tests: [{ projectName: "chromium", status: "unexpected", results: [{ status: "failed", error: { message: "Timeout 5000ms" } }] }],
                },
                { title: "later", line: 20, tests: [{ projectName: "exclusive", status: "skipped", results: [] }] },
                { title: "retried", line: 30, tests: [{ projectName: "chromium", status: "flaky", results: [] }] },
              ],
            },
          ],
        },
      ],
    });
    // Failures first: skipped tests (a failure skips a dependent project's) never hide them.
    expect(failures).toEqual([
      "[chromium] tests/e2e/shop.spec.ts:12 › checkout › pays: Timeout 5000ms",
      "[exclusive] tests/e2e/shop.spec.ts:8 › checkout › earlier: skipped",
      "[exclusive] tests/e2e/shop.spec.ts:20 › checkout › later: skipped",
    ]);
  });
});
