/**
 * Text handling that must hold on any input: the sanitiser keeps visitors' words and removes
 * markup that runs code; NUL, control characters and lone surrogates are removed; email checks
 * and canonical mailboxes; the client address taken only from trusted hops. Timing targets are
 * printed by `npm run bench:abuse`, not asserted here; these tests check results only.
 */
import { describe, expect, it } from "vitest";
import { sanitizeText } from "@/lib/domain/sanitize";
import { cleanText, exceedsLength, hasUnsafeText, urlParam } from "@/lib/domain/text-input";
import { canonicalEmail, isEmailAddress } from "@/lib/domain/email-address";
import { resolveClientAddress, clientAddressFrom, CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { parseEnv } from "@/lib/env";

const ORDINARY = [
  "and for one = 1500 NPR please",
  "Come on = now, 1 + 1 = 2",
  "on = 5",
  "a=b, x=y and onwards",
  "javascript is fun, and so is painting",
  "Is the price < 50,000 or > 40,000? I'd pay 45k <3",
  "नमस्ते! म तपाईंको 'हिमाल' चित्र किन्न चाहन्छु। मूल्य कति हो?",
  "धन्यवाद 🙏🎨 — see you at the exhibition on Saturday",
  "My email is sita+art@gmail.com and my site is https://example.com/?a=1&b=2",
  "Size: 36\" x 24\"; frame: teak (natural) — onboarding once=done",
  "Line one\nLine two\n\tIndented",
];

const DANGEROUS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<iframe src=//evil.example></iframe>",
  '<img src=x onerror="alert(1)">',
  "<img src=x onerror&#61;alert(1)>",
  "<svg/onload=alert(1)>",
  "<body onload = 'go()'>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" java\tscript&colon;alert(1)">x</a>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<div srcdoc="<script>x</script>">',
  "<form><button formaction=javascript:alert(1)>x</button></form>",
  "<a title='<script>alert(1)</script>'>x</a>",
];

/** Whether markup that runs code survived: a script/iframe tag, an on* attribute, a javascript: URL in a tag. */
function survivingMarkup(text: string): string | null {
  if (/<\s*\/?\s*(script|iframe)\b/i.test(text)) return "script or iframe tag";
  for (const tag of text.match(/<[a-z][^>]*>?/gi) ?? []) {
    if (/[\s/"']on[a-z]+\s*(=|&#0*61;|&equals;)/i.test(tag)) return `event handler in ${tag}`;
    const decoded = tag
      .replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);?/g, (_m, d: string) => String.fromCodePoint(parseInt(d, 10)))
      .replace(/&colon;/gi, ":")
      .replace(/\s+/g, "");
    if (/javascript:/i.test(decoded)) return `javascript: URL in ${tag}`;
    if (/srcdoc|formaction/i.test(tag)) return `srcdoc/formaction in ${tag}`;
  }
  return null;
}

describe("sanitizeText keeps words and removes markup that runs code", () => {
  it.each(ORDINARY)("leaves ordinary text unchanged: %s", (text) => {
    expect(sanitizeText(text)).toBe(text.trim());
  });

  it.each(DANGEROUS)("never lets %s survive as markup", (text) => {
    const out = sanitizeText(text);
    expect(survivingMarkup(out)).toBeNull();
    // Also when surrounded by ordinary words, which stay.
    const framed = sanitizeText(`Hello ${text} namaste`);
    expect(survivingMarkup(framed)).toBeNull();
    expect(framed.startsWith("Hello")).toBe(true);
    expect(framed.endsWith("namaste")).toBe(true);
  });

  it("keeps harmless markup the visitor typed", () => {
    expect(sanitizeText("<b>bold</b> and <a href=\"https://example.com\">link</a>")).toBe('<b>bold</b> and <a href="https://example.com">link</a>');
  });

  it("removes a javascript: URL typed as plain text (mail programs may link it)", () => {
    expect(sanitizeText("click javascript:alert(1) now")).toBe("click alert(1) now");
  });

  it("gives the same result on adversarial nesting, whatever its depth", () => {
    const nested = "<scr".repeat(50) + "<script>x</script>" + "ipt>".repeat(50) + "alert(1)";
    expect(survivingMarkup(sanitizeText(nested))).toBeNull();
  });

  it("answers huge inputs (checked for the result; speed is in bench:abuse)", () => {
    for (const huge of ["<script ".repeat(20_000), "<a ".repeat(50_000), "onx=".repeat(50_000), "<b " + "onx=1 ".repeat(20_000) + ">"]) {
      expect(survivingMarkup(sanitizeText(huge))).toBeNull();
    }
  });
});

describe("cleanText and friends", () => {
  it("removes NUL, control characters and unpaired surrogates; keeps tabs, line breaks, emoji, Devanagari", () => {
    expect(cleanText("a\u0000b\u0007c\u001fd\u007fe")).toBe("abcde");
    expect(cleanText("x\ud800y\udc00z")).toBe("xyz");
    expect(cleanText("tab\there\r\nnew line 🙏 नमस्ते")).toBe("tab\there\r\nnew line 🙏 नमस्ते");
    expect(hasUnsafeText("ok 🙏")).toBe(false);
    expect(hasUnsafeText("bad\u0000")).toBe(true);
    expect(hasUnsafeText("\udfff")).toBe(true);
  });

  it("bounds length without reading the string, and urlParam drops bad parameters", () => {
    expect(exceedsLength("abc", 3)).toBe(false);
    expect(exceedsLength("abcd", 3)).toBe(true);
    expect(urlParam("dawn", 10)).toBe("dawn");
    expect(urlParam(["a", "b"], 10)).toBe("a");
    expect(urlParam("a\u0000b", 10)).toBeNull();
    expect(urlParam("x".repeat(11), 10)).toBeNull();
    expect(urlParam(undefined, 10)).toBeNull();
  });
});

describe("email addresses", () => {
  it("checks the standard pattern in one pass", () => {
    for (const ok of ["a@b.co", "sita.gurung+art@gmail.com", "x@mail.example.com."]) expect(isEmailAddress(ok)).toBe(true);
    for (const bad of ["", "a@b", "a b@c.d", "a@.b", "a@b.", "@b.c", "a@@b.c", `a@${".".repeat(80_000)}`, "a@\u00a0b.c"]) {
      expect(isEmailAddress(bad)).toBe(false);
    }
  });

  it("refuses control, invisible and broken characters, and keeps letters of any script", () => {
    for (const bad of ["a@b.c\u202e", "a\u200b@b.co", "a@b\u2066.co", "a@b.c\ufffdx", "a\u007f@b.co", "a@b.co\ud800", "\udc00a@b.co"]) {
      expect(isEmailAddress(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const ok of ["sita@उदाहरण.नेपाल", "üser@example.com", "art🎨@example.com"]) expect(isEmailAddress(ok), ok).toBe(true);
  });

  it("reads every spelling of one mailbox as the same", () => {
    expect(canonicalEmail("Sita.Gurung+Art@Gmail.com")).toBe("sitagurung@gmail.com");
    expect(canonicalEmail("s.i.t.a.gurung@googlemail.com.")).toBe("sitagurung@gmail.com");
    expect(canonicalEmail("ram+1@example.com")).toBe("ram@example.com");
    // Dots matter outside Gmail.
    expect(canonicalEmail("ram.thapa@example.com")).toBe("ram.thapa@example.com");
    expect(canonicalEmail("+only@example.com")).toBe("+only@example.com");
  });
});

describe("client address", () => {
  it("is the socket's address unless proxies are trusted; a client's own X-Forwarded-For is ignored", () => {
    expect(resolveClientAddress({ socketAddress: "::ffff:203.0.113.5", forwardedFor: "1.2.3.4", trustedHops: 0 })).toBe("203.0.113.5");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "1.2.3.4, 198.51.100.9", trustedHops: 1 })).toBe("198.51.100.9");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "1.2.3.4, 198.51.100.9, 10.0.0.1", trustedHops: 2 })).toBe("198.51.100.9");
    // A header too short for the trusted hops, or garbage, falls back to the socket.
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "", trustedHops: 1 })).toBe("10.0.0.2");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "<script>", trustedHops: 1 })).toBe("10.0.0.2");
    expect(clientAddressFrom(new Headers({ [CLIENT_ADDRESS_HEADER]: "198.51.100.9" }))).toBe("198.51.100.9");
    expect(clientAddressFrom(new Headers())).toBe("unknown");
  });

  it("is an IP address or the socket's, never a word from X-Forwarded-For", () => {
    for (const word of ["unknown", "fake-host-0", "localhost", "example.com", "1.2.3.4:8080", "01.2.3.4", "1.2.3", "::ffff:1.2.3", "_hidden", "[::1"]) {
      expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: `203.0.113.7, ${word}`, trustedHops: 1 }), word).toBe("10.0.0.2");
      expect(clientAddressFrom(new Headers({ [CLIENT_ADDRESS_HEADER]: word })), word).toBe("unknown");
    }
    // One spelling per address, so two spellings never make two rate-limit buckets.
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "2001:DB8:0:0::1", trustedHops: 1 })).toBe("2001:db8::1");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "[2001:db8::1]", trustedHops: 1 })).toBe("2001:db8::1");
    expect(resolveClientAddress({ socketAddress: "::FFFF:203.0.113.5", forwardedFor: undefined, trustedHops: 0 })).toBe("203.0.113.5");
    expect(resolveClientAddress({ socketAddress: "::1", forwardedFor: undefined, trustedHops: 0 })).toBe("::1");
  });

  it("TRUSTED_PROXY is validated: a number of proxies from 0 to 5, or true/false", () => {
    expect(parseEnv({ TRUSTED_PROXY: "2" }).TRUSTED_PROXY).toBe(2);
    expect(parseEnv({ TRUSTED_PROXY: "true" }).TRUSTED_PROXY).toBe(1);
    expect(parseEnv({}).TRUSTED_PROXY).toBe(0);
    expect(() => parseEnv({ TRUSTED_PROXY: "nginx" })).toThrow(/TRUSTED_PROXY/);
  });
});
