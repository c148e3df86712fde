import { describe, expect, it } from "vitest";
import {
  PAYMENT_BODY_MAX_BYTES,
  REFERENCE_PHOTO_BODY_MAX_BYTES,
  REQUEST_REFUSALS,
  TEXT_BODY_MAX_BYTES,
  UPLOAD_BODY_MAX_BYTES,
  bodyLimitFor,
  paymentTokenOf,
  refusalLocale,
  refuseRequest,
  requestRefusalIn,
} from "@/lib/http/request-guard";
import en from "../../messages/en.json";
import ne from "../../messages/ne.json";
import { HSTS_VALUE, SECURITY_HEADERS, hstsFor } from "@/lib/http/security-headers";

const SITE = "https://art.example.com";

function post(path: string, headers: Record<string, string>, body?: string | Uint8Array): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { host: "localhost:3000", ...headers },
    body: body as BodyInit | undefined,
  });
}

async function status(request: Request): Promise<number | null> {
  const refusal = await refuseRequest(request, { siteUrl: SITE });
  return refusal ? refusal.status : null;
}

function multipart(boundary: string, fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join("")
    .concat(`--${boundary}--\r\n`);
}

describe("request guard", () => {
  it("lets reads through, and refuses an address with a broken %-escape", async () => {
    expect(await status(new Request("http://localhost:3000/gallery?search=%00"))).toBeNull();
    expect(await status(new Request("http://localhost:3000/gallery/%ED%A0%80"))).toBe(400);
    expect(await status(new Request("http://localhost:3000/gallery/%FF"))).toBe(400);
  });

  it("refuses a foreign or opaque Origin with 403 and accepts this site's", async () => {
    const action = { "next-action": "abc", "content-type": "text/plain", "content-length": "2" };
    expect(await status(post("/contact", { ...action, origin: "https://evil.example" }, "[]"))).toBe(403);
    expect(await status(post("/contact", { ...action, origin: "null" }, "[]"))).toBe(403);
    expect(await status(post("/contact", { ...action, origin: "http://localhost:3000" }, "[]"))).toBeNull();
    expect(await status(post("/contact", { ...action, origin: SITE }, "[]"))).toBeNull();
    const refusal = await refuseRequest(post("/contact", { ...action, origin: "https://evil.example" }, "[]"), { siteUrl: SITE });
    expect(await refusal?.text()).toBe(REQUEST_REFUSALS.foreignOrigin);
  });

  it("refuses a declared body over the limit of the page: small for text pages and the checkout, a file's size where one is uploaded", async () => {
    expect(bodyLimitFor("/contact")).toBe(TEXT_BODY_MAX_BYTES);
    expect(bodyLimitFor("/checkout")).toBe(TEXT_BODY_MAX_BYTES);
    expect(bodyLimitFor("/checkout/pay/abcdefghijklmnopqrstuvwxyz012345")).toBe(PAYMENT_BODY_MAX_BYTES);
    expect(PAYMENT_BODY_MAX_BYTES).toBe(5 * 1024 * 1024 + 64 * 1024);
    expect(bodyLimitFor("/checkout/pay/abc/more")).toBe(TEXT_BODY_MAX_BYTES);
    expect(bodyLimitFor("/api/reference-photos")).toBe(REFERENCE_PHOTO_BODY_MAX_BYTES);
    expect(REFERENCE_PHOTO_BODY_MAX_BYTES).toBe(10 * 1024 * 1024 + 64 * 1024);
    expect(bodyLimitFor("/api/reference-photos/x")).toBe(TEXT_BODY_MAX_BYTES);
    expect(bodyLimitFor("/admin/artworks")).toBe(UPLOAD_BODY_MAX_BYTES);
    expect(bodyLimitFor("/administrator")).toBe(TEXT_BODY_MAX_BYTES);
    expect(paymentTokenOf("/checkout/pay/abc_DEF-123")).toBe("abc_DEF-123");
    expect(paymentTokenOf("/checkout")).toBeNull();
    const big = { "content-type": "multipart/form-data; boundary=x", "content-length": String(TEXT_BODY_MAX_BYTES + 1), "next-action": "abc" };
    // Only the headers are read: the declared length decides.
    expect(await status(post("/contact", big, "x"))).toBe(413);
    expect(await status(post("/", big, "x"))).toBe(413);
    expect(await status(post("/checkout", big, "x"))).toBe(413);
    const payment = "/checkout/pay/abcdefghijklmnopqrstuvwxyz012345";
    expect(await status(post(payment, { ...big, "content-length": String(PAYMENT_BODY_MAX_BYTES + 1) }, "x"))).toBe(413);
    expect(await status(post("/admin/artworks", { ...big, "content-length": String(UPLOAD_BODY_MAX_BYTES + 1) }, "x"))).toBe(413);
    // A non-multipart action body carries no file: the text limit applies on upload pages too.
    expect(await status(post(payment, { ...big, "content-type": "text/plain" }, "x"))).toBe(413);
  });

  it("refuses a body without a length (chunked) with 411", async () => {
    expect(await status(post("/contact", { "transfer-encoding": "chunked", "next-action": "abc", "content-type": "text/plain" }, "[]"))).toBe(411);
  });

  it("refuses action bodies the framework cannot decode with 400 and passes decodable ones", async () => {
    const text = (body: string) => post("/contact", { "next-action": "abc", "content-type": "text/plain;charset=UTF-8", "content-length": String(body.length) }, body);
    for (const body of ["not json", "{}", "[1,", '"x"']) expect(await status(text(body)), body).toBe(400);
    expect(await status(text('["$K1"]'))).toBeNull();

    const form = multipart("b1", { "1_name": "Sita", "0": '["$K1"]' });
    const mp = (path: string, body: string, type = "multipart/form-data; boundary=b1") =>
      post(path, { "next-action": "abc", "content-type": type, "content-length": String(body.length) }, body);
    expect(await status(mp("/contact", form))).toBeNull();
    expect(await status(mp("/checkout", form))).toBeNull();
    expect(await status(mp("/contact", "junk"))).toBe(400);
    expect(await status(mp("/contact", form, "multipart/form-data"))).toBe(400);
    expect(await status(mp("/checkout", form.slice(0, -12)))).toBe(400);
    expect(await status(mp("/checkout", "a".repeat(1000)))).toBe(400);
    // The boundary keeps its case (browsers send ----WebKitFormBoundaryAbC...).
    const browserForm = multipart("----WebKitFormBoundaryAbCdEf", { "0": '["$K1"]', "1_name": "Sita" });
    expect(await status(mp("/checkout", browserForm, "multipart/form-data; boundary=----WebKitFormBoundaryAbCdEf"))).toBeNull();
    // A form without the arguments' root (field "0") or with a root that is not a list.
    expect(await status(mp("/contact", multipart("b1", { name: "Sita" })))).toBe(400);
    expect(await status(mp("/checkout", multipart("b1", { "0": "{}" })))).toBe(400);
  });

  it("refuses a multipart action body whose part headers the framework's parser refuses (a NUL in a file name) with 400", async () => {
    const withFile = (partHeaders: string) =>
      `--b2\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n` +
      `--b2\r\n${partHeaders}\r\n\r\n\x89PNG fake image bytes\r\n--b2--\r\n`;
    const mp = (body: string) => {
      const bytes = new TextEncoder().encode(body);
      return post("/checkout/pay/abc", { "next-action": "abc", "content-type": "multipart/form-data; boundary=b2", "content-length": String(bytes.length) }, bytes);
    };
    const file = (name: string) => `Content-Disposition: form-data; name="1_screenshot"; filename="${name}"\r\nContent-Type: image/png`;
    expect(await status(mp(withFile(file("esewa.png"))))).toBeNull();
    expect(await status(mp(withFile(file("भुक्तानी.png"))))).toBeNull();
    expect(await status(mp(withFile(file("shot\u0000.png"))))).toBe(400);
    expect(await status(mp(withFile(file("shot\u0001.png"))))).toBe(400);
    expect(await status(mp(withFile(`${file("a.png")}\r\nX-Extra: bad\u0000value`)))).toBe(400);
    expect(await status(mp(withFile(`${file("a.png")}\r\nBad Name: value`)))).toBe(400);
    expect(await status(mp(withFile(`${file("a.png")}\r\nX-Long: ${"a".repeat(17 * 1024)}`)))).toBe(400);
  });
});

describe("a refusal's language", () => {
  it("is the one of the address posted to: /ne/… (a page's forms and actions post to its own address) and the upload's ?locale=ne", () => {
    expect(refusalLocale("http://localhost:3000/ne/contact")).toBe("ne");
    expect(refusalLocale("/ne")).toBe("ne");
    expect(refusalLocale("/ne/checkout/pay/abc?x=1")).toBe("ne");
    expect(refusalLocale("/api/reference-photos?locale=ne")).toBe("ne");
    for (const url of ["/contact", "/", "/nepal", "/api/reference-photos", "/api/reference-photos?locale=fr", "/admin/ne", "/gallery?locale=ne", "http://[bad"]) {
      expect(refusalLocale(url), url).toBe("en");
    }
  });

  it("answers a Nepali page's post in Nepali, an English page's in the same English as before", async () => {
    const action = { "next-action": "abc", "content-type": "text/plain", "content-length": "2" };
    const answer = async (request: Request) => {
      const refusal = await refuseRequest(request, { siteUrl: SITE });
      return { status: refusal?.status, language: refusal?.headers.get("content-language"), text: await refusal?.text() };
    };
    expect(await answer(post("/ne/contact", { ...action, origin: "https://evil.example" }, "[]"))).toEqual({ status: 403, language: "ne", text: ne.requestRefusals.foreignOrigin });
    expect(await answer(post("/ne/contact", { ...action, "content-length": String(TEXT_BODY_MAX_BYTES + 1) }, "[]"))).toEqual({ status: 413, language: "ne", text: ne.requestRefusals.tooLarge });
    expect(await answer(post("/ne/services", { ...action, "content-length": "3" }, "{x}"))).toEqual({ status: 400, language: "ne", text: ne.requestRefusals.malformed });
    expect(await answer(new Request("http://localhost:3000/ne/gallery/%FF"))).toEqual({ status: 400, language: "ne", text: ne.requestRefusals.badAddress });
    expect(await answer(post("/contact", { ...action, origin: "https://evil.example" }, "[]"))).toEqual({ status: 403, language: "en", text: REQUEST_REFUSALS.foreignOrigin });
  });

  it("has every refusal in both catalogues, the English as the guard writes it", () => {
    expect(en.requestRefusals).toEqual(REQUEST_REFUSALS);
    expect(Object.keys(ne.requestRefusals).sort()).toEqual(Object.keys(REQUEST_REFUSALS).sort());
    expect(requestRefusalIn(REQUEST_REFUSALS.lengthRequired, "ne")).toBe(ne.requestRefusals.lengthRequired);
    expect(requestRefusalIn(REQUEST_REFUSALS.lengthRequired, "en")).toBe(REQUEST_REFUSALS.lengthRequired);
    expect(requestRefusalIn("Something else", "ne")).toBe("Something else");
  });
});

describe("security headers", () => {
  it("has the fixed set and HSTS only for an https site", () => {
    const names = SECURITY_HEADERS.map((h) => h.key);
    expect(names).toEqual(
      expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy", "Cross-Origin-Opener-Policy", "Content-Security-Policy", "X-Frame-Options"]),
    );
    expect(hstsFor("https://art.example.com")).toBe(HSTS_VALUE);
    expect(hstsFor("http://localhost:3000")).toBeNull();
    expect(hstsFor(undefined)).toBeNull();
    expect(hstsFor("not a url")).toBeNull();
  });
});
