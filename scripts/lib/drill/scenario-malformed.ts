/**
 * Drill scenario 6: every public form and action fed malformed payloads (wrong types, huge
 * strings, unicode, HTML and script, broken encodings). Each must be answered with a validation
 * message (or, where the HTTP layer refuses first, a 4xx with its text), never a 5xx, and
 * nothing may be stored: row counts and stored files are compared before and after.
 */
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { IMAGE_MESSAGES } from "@/lib/images/rules";
import { SET_PASSWORD_MESSAGES } from "@/lib/validation/admin/customers";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout-rules";
import { CONTACT_MESSAGES } from "@/lib/validation/contact";
import { INQUIRY_MESSAGES } from "@/lib/validation/inquiry";
import { callServerAction, formWith, pageFormFields, type ActionAnswer } from "../server-actions";
import { scenario, type DrillContext } from "./context";
import { rowCounts, storedFileCount } from "./integrity";
import { countChanges, formatTally, latencies, type ScenarioReport } from "./report";
import { artworkLine, checkoutForm, describeAnswer, newCustomer, newIdempotencyKey, paymentScreenshot, proceedToPayment, type Customer } from "./shop-client";

const SCRIPT = `<script>alert("x")</script>`;
const HTML = `<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>`;
const UNICODE = "नमस्ते 🙏 \u202Eevil\u202C \u0000 \uFEFF Z̸̢͉a̴l̷g̵o";
const LONE_SURROGATE = "\uD800x\uDC00";
/** `text` repeated to `length` characters. */
const huge = (text: string, length: number) => text.repeat(Math.ceil(length / text.length)).slice(0, length);

/** Every message the public forms may answer with; a case passes only with one of these. */
function knownMessage(message: unknown): boolean {
  if (typeof message !== "string" || !message) return false;
  const sources: Record<string, unknown>[] = [CONTACT_MESSAGES, INQUIRY_MESSAGES, AUTH_MESSAGES, SET_PASSWORD_MESSAGES, IMAGE_MESSAGES, CHECKOUT_MESSAGES];
  const fixed = new Set(sources.flatMap((messages) => Object.values(messages).filter((m): m is string => typeof m === "string")));
  if (fixed.has(message)) return true;
  // Messages built with a value: the field named, the item named, the limit given.
  return [/ is too long \(\d+ characters at most\)$/, /^Maximum quantity is \d+ per item$/, /^".*" (is no longer in our catalogue|is not available for purchase|has already been sold)/].some((p) =>
    p.test(message),
  );
}

type Expectation = "message" | "refusal-or-message" | "null" | "array";

interface Case {
  form: string;
  label: string;
  run: () => Promise<ActionAnswer>;
  expect: Expectation;
}

function outcome(answer: ActionAnswer, expect: Expectation): { ok: boolean; said: string } {
  if (answer.status === 0) return { ok: false, said: `no answer (${answer.text})` };
  if (answer.status >= 500) return { ok: false, said: `HTTP ${answer.status}` };
  if (answer.status >= 400) {
    const text = (answer.text ?? "").replace(/\s+/g, " ").trim().slice(0, 90);
    return { ok: expect === "refusal-or-message" || expect === "message", said: `HTTP ${answer.status} ${text ? `"${text}"` : "(no text)"}` };
  }
  const result = answer.result as Record<string, unknown> | unknown[] | null | undefined;
  if (expect === "null") return { ok: result === null, said: result === null ? "nothing (null)" : JSON.stringify(result).slice(0, 90) };
  if (expect === "array") {
    if (!Array.isArray(result)) return { ok: false, said: JSON.stringify(result).slice(0, 90) };
    const messages = result.map((r) => (r as { message?: string }).message ?? "");
    const fine = result.every((r) => (r as { status?: string }).status === "unavailable" && knownMessage((r as { message?: string }).message));
    return { ok: fine, said: result.length ? `${result.length} line(s) unavailable: "${messages[0]}"` : "no lines (nothing to check)" };
  }
  if (!result || typeof result !== "object" || Array.isArray(result)) return { ok: false, said: `HTTP ${answer.status}: ${String(answer.text ?? result).slice(0, 90)}` };
  const refused = result.ok === false || result.status === "error";
  return { ok: refused && knownMessage(result.message), said: `"${String(result.message)}"` };
}

export function malformedPayloads(ctx: DrillContext): Promise<ScenarioReport> {
  return scenario("every public form and action fed malformed payloads", async (report) => {
    const url = ctx.stack.instances[0].url;
    const { rows: services } = await ctx.pool.query<{ id: string }>(`SELECT id FROM services WHERE category IN ('workshop', 'consultation') LIMIT 1`);
    const serviceId = services[0]?.id ?? "00000000-0000-4000-8000-000000000000";
    const artwork = ctx.printable[0];
    const cases: Case[] = [];
    const person = (): Customer => newCustomer("bad");
    const xff = (c: Customer) => ({ "X-Forwarded-For": c.address4 });
    const form = (fields: Record<string, string | Blob>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.set(k, v);
      return data;
    };
    const action = (formName: string, label: string, page: string, name: string, args: () => unknown[], expect: Expectation = "message") => {
      const c = person();
      cases.push({ form: formName, label, expect, run: () => callServerAction(url, { page, action: name, args: args(), headers: xff(c) }) });
    };

    // Contact form (useActionState: previous state, then the form).
    const contact = (fields: Record<string, string>) =>
      form({ name: "Sita", email: "sita@example.com", phone: "", serviceType: "general", subject: "Hello", message: "A question", ...fields });
    const contactCases: [string, () => unknown[]][] = [
      ["a string instead of the form", () => [undefined, "not a form"]],
      ["an object instead of the form", () => [{ status: "success" }, { name: 1, email: ["a"] }]],
      ["a number and an array", () => [42, [1, 2, 3]]],
      ["empty form", () => [undefined, form({})]],
      ["script as the email", () => [undefined, contact({ email: SCRIPT })]],
      ["HTML-only message (empty once sanitised)", () => [undefined, contact({ message: SCRIPT })]],
      ["60,000-character unicode name", () => [undefined, contact({ name: huge(UNICODE, 60_000) })]],
      ["6,000-character HTML message", () => [undefined, contact({ message: huge(HTML, 6_000) })]],
      ["NUL, bidi override and lone surrogates in the email", () => [undefined, contact({ email: `a\u0000@b.c${LONE_SURROGATE}\u202E` })]],
      ["phone of emoji", () => [undefined, contact({ phone: "☎️".repeat(10) })]],
      // (An unknown but short service type reads as General Inquiry, by design.)
      ["service type of markup over its limit", () => [undefined, contact({ serviceType: huge("<svg/onload=alert(1)>", 60) })]],
      ["subject over its limit", () => [undefined, contact({ subject: huge("ab", 250) })]],
    ];
    for (const [label, args] of contactCases) action("contact form", label, "/contact", "submitContactForm", args);

    // Contact form without JavaScript: the browser's own multipart post of the form.
    const hidden = await pageFormFields(url, "/contact");
    for (const [label, fields] of [
      ["no-JS post, script as the email", { name: "Sita", email: SCRIPT, phone: "", serviceType: "general", subject: "Hi", message: "Hello" }],
      ["no-JS post, everything empty", {}],
    ] as [string, Record<string, string>][]) {
      const c = person();
      cases.push({
        form: "contact form",
        label,
        expect: "message",
        run: async () => {
          const started = performance.now();
          const response = await fetch(`${url}/contact`, { method: "POST", body: formWith(hidden, fields), headers: { Origin: url, ...xff(c) } });
          const html = await response.text();
          const said = Object.values(CONTACT_MESSAGES).find((m) => html.includes(m.replaceAll("'", "&#x27;")) || html.includes(m));
          return { status: response.status, ms: performance.now() - started, result: said ? { ok: false, message: said } : { ok: "unknown", message: "no message on the page" } };
        },
      });
    }
    // A body far over the text limit: refused by the server before it is read.
    {
      const c = person();
      cases.push({
        form: "contact form",
        label: "400 KB post",
        expect: "refusal-or-message",
        run: () => callServerAction(url, { page: "/contact", action: "submitContactForm", args: [undefined, contact({ message: huge("x", 400_000) })], headers: xff(c) }),
      });
    }

    // Service inquiry.
    const inquiry = (fields: Record<string, string>) =>
      form({ serviceId, name: "Hari", email: "hari@example.com", phone: "+977 980-1234567", message: "Seats for two", ...fields });
    const inquiryCases: [string, () => unknown[]][] = [
      ["a string instead of the form", () => [undefined, "x"]],
      ["service id with SQL and script", () => [undefined, inquiry({ serviceId: `' OR 1=1; --${SCRIPT}` })]],
      ["service id that is no service", () => [undefined, inquiry({ serviceId: "00000000-0000-4000-8000-000000000000" })]],
      ["huge unicode message", () => [undefined, inquiry({ message: huge(UNICODE, 30_000) })]],
      ["email of markup", () => [undefined, inquiry({ email: HTML })]],
      ["empty form", () => [undefined, form({})]],
    ];
    for (const [label, args] of inquiryCases) action("service inquiry", label, "/services", "submitServiceInquiry", args);

    // Checkout.
    const good = [artworkLine(artwork, "small")];
    const order = (c: Customer, lines: unknown, overrides: Record<string, string | Blob | null> = {}, key = newIdempotencyKey()) => checkoutForm(c, lines, key, overrides);
    const checkoutCases: [string, (c: Customer) => unknown[]][] = [
      ["a string instead of the form", () => ["not a form"]],
      ["an object instead of the form", () => [{ name: "x", lines: [] }]],
      ["a number", () => [123]],
      ["empty form", () => [form({})]],
      ["lines that are not JSON", (c) => [order(c, "[{not json")]],
      ["70 KB of lines", (c) => [order(c, JSON.stringify(Array.from({ length: 700 }, () => ({ kind: "artwork", title: huge("x", 90) }))))]],
      ["empty cart", (c) => [order(c, [])]],
      ["51 lines", (c) => [order(c, Array.from({ length: 51 }, (_, i) => ({ ...good[0], lineId: `l${i}` })))]],
      ["artwork id of script, quantity as text", (c) => [order(c, [{ kind: "artwork", lineId: "x", artworkId: SCRIPT, quantity: "1" }])]],
      ["quantity a billion", (c) => [order(c, [{ ...good[0], quantity: 1e9 }])]],
      ["negative quantity", (c) => [order(c, [{ ...good[0], quantity: -5 }])]],
      ["unknown line kind", (c) => [order(c, [{ kind: "<b>gift</b>", lineId: "x" }])]],
      ["idempotency key of script", (c) => [order(c, good, {}, SCRIPT)]],
      ["a 300-character unicode email", (c) => [order(c, good, { email: `${"ü".repeat(290)}@example.com` })]],
      ["bidi override and replacement character in the email", (c) => [order(c, good, { email: `sita@example.com\u202E${LONE_SURROGATE}` })]],
      ["phone of markup", (c) => [order(c, good, { phone: HTML })]],
      ["unicode name over its limit", (c) => [order(c, good, { name: UNICODE.repeat(10) })]],
      ["no address for an artwork", (c) => [order(c, good, { address: "" })]],
    ];
    for (const [label, args] of checkoutCases) {
      const c = person();
      cases.push({ form: "checkout", label, expect: "message", run: () => callServerAction(url, { page: "/checkout", action: "proceedToPayment", args: args(c), headers: xff(c) }) });
    }
    // The payment step: an order placed before the counts below, then broken payments for it
    // and for orders that do not exist.
    const payer = person();
    const placed = await proceedToPayment(url, payer, order(payer, good));
    const token = placed.result?.ok ? placed.result.accessToken : undefined;
    if (!token) throw new Error(`The payment step's order was not placed: ${describeAnswer(placed)}`);
    const png = () => new File([new Uint8Array(paymentScreenshot())], "pay.png", { type: "image/png" });
    const paymentForm = (fields: Record<string, string | Blob>) => {
      const f = new FormData();
      for (const [key, value] of Object.entries(fields)) f.set(key, value);
      return f;
    };
    const paymentCases: [string, () => unknown[]][] = [
      ["a string instead of the form", () => ["not a form"]],
      ["no token", () => [paymentForm({ screenshot: png() })]],
      ["token of script", () => [paymentForm({ token: SCRIPT, screenshot: png() })]],
      ["token of no order", () => [paymentForm({ token: "A".repeat(43), screenshot: png() })]],
      ["no screenshot", () => [paymentForm({ token })]],
      ["an HTML page named .png as the screenshot", () => [paymentForm({ token, screenshot: new File([`<html>${SCRIPT}</html>`], "pay.png", { type: "image/png" }) })]],
      ["a text field as the screenshot", () => [paymentForm({ token, screenshot: huge("x", 5_000) })]],
    ];
    for (const [label, args] of paymentCases) {
      cases.push({ form: "payment step", label, expect: "message", run: () => callServerAction(url, { page: `/checkout/pay/${token}`, action: "submitPayment", args: args(), headers: xff(payer) }) });
    }
    // Broken encodings of the action protocol itself: refused by HTTP, not by a crash.
    for (const [label, body, type] of [
      ["undecodable action body", "this is not an action body", "text/plain;charset=UTF-8"],
      ["multipart without a boundary", "junk", "multipart/form-data"],
    ] as const) {
      cases.push({
        form: "checkout",
        label,
        expect: "refusal-or-message",
        run: async () => {
          const started = performance.now();
          const { actionId } = await import("../server-actions");
          const response = await fetch(`${url}/checkout`, { method: "POST", body, headers: { Origin: url, "Next-Action": actionId("proceedToPayment"), "Content-Type": type } });
          return { status: response.status, ms: performance.now() - started, text: await response.text() };
        },
      });
    }

    // The cart check and the commission dialog (read only: they answer, never store).
    action("cart check", "a string instead of lines", "/cart", "checkCart", () => ["lines"], "array");
    action("cart check", "lines with markup ids", "/cart", "checkCart", () => [[{ lineId: HTML, kind: "artwork", artworkId: "not-a-uuid", title: SCRIPT }]], "array");
    action("cart check", "5,000 junk lines", "/cart", "checkCart", () => [Array.from({ length: 5000 }, (_, i) => ({ lineId: `l${i}`, kind: i }))], "array");
    action("commission options", "a number as the slug", "/services", "getCommissionOptions", () => [123], "null");
    action("commission options", "script as the slug", "/services", "getCommissionOptions", () => [SCRIPT], "null");
    action("commission options", "100 KB slug", "/services", "getCommissionOptions", () => [huge("a", 100_000)], "null");

    // Sign-in dialog, set-password page, registration.
    action("sign-in", "a string instead of the fields", "/", "signInAction", () => ["admin"]);
    action("sign-in", "wrong types", "/", "signInAction", () => [{ email: 1, password: ["x"] }]);
    action("sign-in", "script email, 100 KB password", "/", "signInAction", () => [{ email: `${SCRIPT}@x.y`, password: huge("p", 100_000) }]);
    action("set password", "null", "/set-password", "setPasswordAction", () => [null]);
    action("set password", "script token", "/set-password", "setPasswordAction", () => [{ token: SCRIPT, password: "long enough password", confirm: "long enough password" }]);
    action("set password", "unicode token, mismatched passwords", "/set-password", "setPasswordAction", () => [{ token: huge("ü", 40), password: "a", confirm: UNICODE }]);
    cases.push({
      form: "registration",
      label: "JSON with markup",
      expect: "refusal-or-message",
      run: async () => {
        const started = performance.now();
        const response = await fetch(`${url}/api/auth/register`, { method: "POST", headers: { "Content-Type": "application/json", Origin: url }, body: JSON.stringify({ email: SCRIPT, password: UNICODE }) });
        return { status: response.status, ms: performance.now() - started, text: await response.text() };
      },
    });

    const before = await rowCounts(ctx.pool);
    const filesBefore = storedFileCount(ctx.uploadsDir);
    const results: { c: Case; answer: ActionAnswer; ok: boolean; said: string }[] = [];
    // A few at a time, as several visitors would.
    const queue = [...cases];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let c = queue.shift(); c; c = queue.shift()) {
          const answer = await c.run();
          results.push({ c, answer, ...outcome(answer, c.expect) });
        }
      }),
    );
    const after = await rowCounts(ctx.pool);
    const filesAfter = storedFileCount(ctx.uploadsDir);

    const forms = [...new Set(cases.map((c) => c.form))];
    report.tried.push(`${cases.length} malformed payloads at ${forms.length} public forms and actions: ${forms.join(", ")}`);
    for (const f of forms) {
      const mine = results.filter((r) => r.c.form === f);
      report.figures.push(`${f}: ${mine.filter((r) => r.ok).length}/${mine.length} answered clearly — ${formatTally(mine.map((r) => r.said), 70)}`);
    }
    report.figures.push(`statuses: ${formatTally(results.map((r) => `HTTP ${r.answer.status}`))}; ${latencies(results.map((r) => r.answer.ms))}`);
    for (const r of results) if (!r.ok) report.lost.push(`${r.c.form}, ${r.c.label}: ${r.said}`);
    const changes = countChanges(before, after);
    report.figures.push(`rows before/after: ${changes.length ? changes.join(", ") : "unchanged"} (${Object.keys(before).length} tables); stored files ${filesBefore} -> ${filesAfter}`);
    for (const change of changes) report.lost.push(`stored: ${change}`);
    if (filesAfter !== filesBefore) report.lost.push(`stored files changed: ${filesBefore} -> ${filesAfter}`);
  });
}
