/**
 * The closing lines of `npm test`: one line per stage with its checks and wall time, the wall
 * time of all stages, and the total "N passed, N failed" as the very last line (CI reads it).
 */
import { describe, expect, it } from "vitest";
import { summaryLines, wallTime } from "@/scripts/lib/test-summary";

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
});
