import { describe, expect, it } from "vitest";
import { sanitizeField, sanitizeText } from "@/lib/domain/sanitize";

describe("sanitizeText (spec section 5)", () => {
  it("removes script blocks, whatever their case and attributes", () => {
    expect(sanitizeText("a<script>alert(1)</script>b")).toBe("ab");
    expect(sanitizeText('a<ScRiPt src="x.js" defer>\n</sCrIpT  >b')).toBe("ab");
    expect(sanitizeText("a<script>one</script>b<script>two</script>c")).toBe("abc");
  });

  it("removes iframe blocks", () => {
    expect(sanitizeText('x<iframe src="//evil" width=1></iframe>y')).toBe("xy");
    expect(sanitizeText("x<IFRAME>inner</IFRAME>y")).toBe("xy");
  });

  it("removes unclosed script and iframe tags", () => {
    expect(sanitizeText("x<script src=//evil.js>y")).toBe("xy");
    expect(sanitizeText("x<iframe src=//evil")).toBe("x");
  });

  it("removes inline event handlers with any quoting", () => {
    expect(sanitizeText('<img src=x onerror="alert(1)">')).toBe("<img src=x>");
    expect(sanitizeText("<div onmouseover='go()' class=a>")).toBe("<div class=a>");
    expect(sanitizeText("<svg/onload=alert(1)>")).toBe("<svg/>");
    expect(sanitizeText("<a ONCLICK = `x`>t</a>")).toBe("<a>t</a>");
  });

  it("removes javascript: in any case and spacing", () => {
    expect(sanitizeText("javascript:alert(1)")).toBe("alert(1)");
    expect(sanitizeText("JaVaScRiPt :alert(1)")).toBe("alert(1)");
    expect(sanitizeText("javajavascript:script:alert(1)")).toBe("alert(1)");
  });

  it("trims, and leaves ordinary text alone", () => {
    expect(sanitizeText("  Namaste! I love the 'Dawn' painting (36\" x 24\") – is it available? <3  ")).toBe(
      "Namaste! I love the 'Dawn' painting (36\" x 24\") – is it available? <3",
    );
    expect(sanitizeText("Come on = now, 1 + 1 = 2")).toBe("Come on = now, 1 + 1 = 2");
  });

  it("does not let nesting rebuild a removed pattern", () => {
    // One pass leaves "<script>alert(1)</script>"; the next removes that block whole.
    expect(sanitizeText("<scr<script>x</script>ipt>alert(1)</scr<script></script>ipt>")).toBe("");
    expect(sanitizeText("a<scr<script>x</script>ipt>alert(1)</script>b")).toBe("aalert(1)b");
  });
});

describe("sanitizeField", () => {
  it("turns non-strings into an empty string", () => {
    expect(sanitizeField(null)).toBe("");
    expect(sanitizeField(undefined)).toBe("");
    expect(sanitizeField(42)).toBe("");
    expect(sanitizeField(" ok ")).toBe("ok");
  });
});
