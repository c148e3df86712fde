import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { renderEmail } from "@/lib/email/templates";
import { SAMPLE_PAYLOADS } from "@/lib/email/samples";
const site = { siteName: "Aarav Shrestha Art", siteUrl: "https://example.com", contactEmail: "hello@aaravshrestha.art", supportEmail: "s@example.com", contactPhone: "+977 980-1234567", contactAddress: "Patan Durbar Square, Lalitpur", paymentCheckHours: 24 };
const orderDate = "2026-11-27T08:45:00.000Z";
const emails = {
  "payment-link": await renderEmail("payment_link", { ...SAMPLE_PAYLOADS.payment_link, payBy: "2026-11-27T09:15:00.000Z", holdsOriginals: true, locale: "ne", orderDate }, site),
  "order-confirmation": await renderEmail("order_confirmation", { ...SAMPLE_PAYLOADS.order_confirmation, subtotalAmount: 7000100, shippingAmount: 150000, taxAmount: 0, locale: "ne", orderDate, orderUrl: "https://example.com/o/x" }, site),
  "payment-update": await renderEmail("payment_update", { ...SAMPLE_PAYLOADS.payment_update, kind: "balance_due", totalAmount: 5000000, paidAmount: 4500000, locale: "ne", orderDate }, site),
};
const { CHROMIUM_FLAGS } = await import("./tests/support/chromium-flags");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });
for (const [name, email] of Object.entries(emails)) {
  writeFileSync(`/tmp/i18n31b-shots/${name}.html`, email.html);
  console.log(name, "|", email.subject);
  for (const [w, h] of [[390, 844], [1440, 900]] as const) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    // Screenshots only: this machine has no Devanagari system font (phones and mail apps do).
    const faces = [400, 500, 600, 700].map((w) => `@font-face{font-family:"Noto Sans Devanagari";font-weight:${w};src:url(data:font/woff2;base64,${readFileSync(`/tmp/bscheck/node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${w}-normal.woff2`).toString("base64")}) format("woff2");unicode-range:U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF;}`).join("");
    await page.setContent(email.html.replace("</head>", `<style>${faces}*{font-family:"Noto Sans Devanagari",Arial,sans-serif !important}</style></head>`));
    await page.evaluate(async () => { await Promise.all([400, 500, 600, 700].map((w) => document.fonts.load(`${w} 16px "Noto Sans Devanagari"`, "नमस्ते"))); await document.fonts.ready; });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/i18n31b-shots/email-${name}-${w}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
