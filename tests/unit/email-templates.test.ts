import { describe, expect, it } from "vitest";
import { SAMPLE_PAYLOADS } from "@/lib/email/samples";
import { emailSubject, renderEmail, TEMPLATES } from "@/lib/email/templates";
import type { EmailSite, EmailType } from "@/lib/email/types";
import { formatNpr } from "@/lib/money";

const site: EmailSite = {
  siteName: "Test Studio Kathmandu",
  siteUrl: "https://art.example.com",
  contactEmail: "studio@example.com",
  supportEmail: "support@example.com",
  contactPhone: "+977 980-0000000",
  contactAddress: "Thamel, Kathmandu",
};

const orderItems = [
  { title: "Himalayan Dawn", quantity: 1, price: 4_500_000 },
  { title: "Temple Sketch Print", quantity: 2, price: 250_050 },
];
const totalAmount = 4_500_000 + 2 * 250_050 + 60_000;

/** HTML-escaped form of a text as React renders it. */
function html(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

describe("order email templates", () => {
  const cases = [
    ["order_confirmation", { userName: "Sita Gurung", userEmail: "sita@example.com", orderId: "ORD-20261122-48213", orderItems, totalAmount }],
    [
      "admin_notification",
      { customerName: "Sita Gurung", customerEmail: "sita@example.com", orderId: "ORD-20261122-48213", orderItems, totalAmount },
    ],
    ["payment_approved", { userName: "Sita Gurung", userEmail: "sita@example.com", orderId: "ORD-20261122-48213", orderItems, totalAmount }],
  ] as const;

  for (const [type, payload] of cases) {
    it(`${type}: HTML and text carry the order number, every item and the NPR total`, async () => {
      const email = await renderEmail(type, payload, site);
      expect(formatNpr(totalAmount)).toBe("NPR\u00a050,601");
      for (const part of [email.html, email.text]) {
        expect(part).toContain("ORD-20261122-48213");
        expect(part).toContain("Himalayan Dawn");
        expect(part).toContain("Temple Sketch Print");
        expect(part).toContain(formatNpr(totalAmount));
        // Line amounts: unit price x quantity.
        expect(part).toContain(formatNpr(4_500_000));
        expect(part).toContain(formatNpr(500_100));
        expect(part).toContain("Test Studio Kathmandu");
        expect(part).toContain("studio@example.com");
        expect(part).toContain("+977 980-0000000");
      }
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      expect(email.text).not.toMatch(/<[a-z]/i);
      expect(email.subject).toContain("ORD-20261122-48213");
    });
  }

  it("payment approved shows the estimated delivery, '5-7 business days' by default", async () => {
    const base = { userName: "Sita", userEmail: "sita@example.com", orderId: "ORD-1" };
    const byDefault = await renderEmail("payment_approved", base, site);
    expect(byDefault.text).toContain("5-7 business days");
    expect(byDefault.html).toContain("5-7 business days");
    const custom = await renderEmail("payment_approved", { ...base, estimatedDelivery: "2-3 weeks (framed)" }, site);
    expect(custom.text).toContain("2-3 weeks (framed)");
    expect(custom.text).not.toContain("5-7 business days");
  });

  it("payment approved links each certificate of authenticity with its number", async () => {
    const base = { userName: "Sita", userEmail: "sita@example.com", orderId: "ORD-1" };
    const url = "https://art.example.com/certificate/abcdefghijklmnopqrstuvwxyz012345";
    const email = await renderEmail("payment_approved", { ...base, certificates: [{ title: "Himalayan Dawn", number: "COA-2026-7K3M9QXD", url }] }, site);
    for (const part of [email.html, email.text]) {
      expect(part).toContain("Your certificate of authenticity (PDF)");
      expect(part).toContain("COA-2026-7K3M9QXD");
      expect(part).toContain(url);
    }
    expect((await renderEmail("payment_approved", base, site)).text).not.toContain("certificate");
  });

  it("order confirmation asks for the screenshot by email when it could not be stored", async () => {
    const payload = { userName: "Sita", userEmail: "sita@example.com", orderId: "ORD-2", orderItems, totalAmount };
    const stored = await renderEmail("order_confirmation", payload, site);
    const missing = await renderEmail("order_confirmation", { ...payload, screenshotUploaded: false }, site);
    expect(stored.text).toContain("your payment screenshot. Payments are checked by hand");
    expect(missing.text).toContain("could not be uploaded");
    expect(missing.text).toContain("reply to this email with the screenshot");
  });
});

describe("admin notification: commission reference photos", () => {
  const base = { customerName: "Sita Gurung", customerEmail: "sita@example.com", orderId: "ORD-3", orderItems, totalAmount };
  const adminUrl = "https://art.example.com/admin/orders/9b2f6a4e-3c1d-4f5e-8a7b-0c9d8e7f6a5b";

  it("counts the photos and links to the order, never attaching or linking a file", async () => {
    const email = await renderEmail("admin_notification", { ...base, referencePhotos: 3, adminUrl }, site);
    expect(email.text).toContain("The customer attached 3 reference photos for a commission");
    expect(email.html).toContain(`href="${adminUrl}"`);
    expect(email.html).not.toContain("reference-photos/");
    const one = await renderEmail("admin_notification", { ...base, referencePhotos: 1, adminUrl }, site);
    expect(one.text).toContain("attached 1 reference photo for");
  });

  it("says nothing of photos when there are none", async () => {
    const email = await renderEmail("admin_notification", base, site);
    expect(email.text).not.toContain("reference photo");
  });
});

describe("other templates", () => {
  it("contact form: every field, the service type label and Reply-To the sender", async () => {
    const email = await renderEmail(
      "contact_form",
      {
        name: "Ram Karki",
        email: "ram@example.com",
        phone: "+977 9841000000",
        subject: "Wedding portrait",
        serviceType: "commission",
        message: "Could you paint our wedding photo?\nSize A2.",
      },
      site,
    );
    for (const part of [email.html, email.text]) {
      for (const value of ["Ram Karki", "ram@example.com", "+977 9841000000", "Wedding portrait", "Commission", "Size A2."]) {
        expect(part).toContain(value);
      }
    }
    expect(email.replyTo).toBe("ram@example.com");
    expect(email.subject).toBe("New message from Ram Karki: Wedding portrait");
  });

  it("contact form without a service type shows General", async () => {
    const email = await renderEmail("contact_form", { name: "A", email: "a@example.com", message: "Hi" }, site);
    expect(email.text).toContain("General");
  });

  it("inquiry reply: the admin's text and the original message", async () => {
    const email = await renderEmail(
      "inquiry_reply",
      {
        name: "Ram",
        email: "ram@example.com",
        serviceType: "workshop",
        replyText: "Namaste Ram,\nThe next workshop is on Saturday.",
        originalMessage: "When is the next workshop?",
      },
      site,
    );
    expect(email.text).toContain("The next workshop is on Saturday.");
    expect(email.text).toContain("When is the next workshop?");
    expect(email.subject).toBe("Re: your workshop inquiry - Test Studio Kathmandu");
    expect(email.replyTo).toBe("studio@example.com");
  });

  it("magic_login: the one-time sign-in link and its expiry in Nepal time", async () => {
    const email = await renderEmail(
      "magic_login",
      { name: "Bikash", email: "bikash@example.com", signInUrl: "https://art.example.com/sign-in-link?token=abc123", expiresAt: "2026-11-23T10:00:00.000Z" },
      site,
    );
    expect(email.html).toContain('href="https://art.example.com/sign-in-link?token=abc123"');
    expect(email.text).toContain("https://art.example.com/sign-in-link?token=abc123");
    expect(email.text).toContain("Nov 23, 2026, 3:45 PM");
    expect(email.subject).toBe("Your sign-in link for Test Studio Kathmandu");
  });

  for (const type of ["welcome"] as const) {
    it(`${type}: the set-password link and its expiry in Nepal time`, async () => {
      const email = await renderEmail(
        type,
        {
          name: "Bikash",
          email: "bikash@example.com",
          setPasswordUrl: "https://art.example.com/admin/set-password?token=abc123",
          expiresAt: "2026-11-23T10:00:00.000Z",
        },
        site,
      );
      expect(email.html).toContain('href="https://art.example.com/admin/set-password?token=abc123"');
      expect(email.text).toContain("https://art.example.com/admin/set-password?token=abc123");
      // 10:00 UTC is 15:45 in Kathmandu (UTC+5:45).
      expect(email.text).toContain("Nov 23, 2026, 3:45 PM");
      expect(email.text).toContain("Test Studio Kathmandu");
    });
  }

  it("every type has sample data that renders", async () => {
    for (const type of Object.keys(TEMPLATES) as EmailType[]) {
      const email = await renderEmail(type, SAMPLE_PAYLOADS[type], site);
      expect(email.subject.length).toBeGreaterThan(5);
      expect(email.html.length).toBeGreaterThan(500);
      expect(email.text.length).toBeGreaterThan(50);
    }
    // Nineteen templates, two renders each: seconds on a busy machine.
  }, 30_000);
});

describe("safety", () => {
  it("escapes what visitors typed in the HTML part", async () => {
    const email = await renderEmail(
      "contact_form",
      { name: '<img src=x onerror="alert(1)">', email: "x@example.com", message: "<script>alert(1)</script>" },
      site,
    );
    expect(email.html).not.toContain("<script>alert(1)</script>");
    expect(email.html).not.toContain('<img src=x onerror="alert(1)">');
    expect(email.html).toContain(html("<script>alert(1)</script>"));
  });

  it("keeps subjects on one line", () => {
    const subject = emailSubject("contact_form", { name: "Eve\r\nBcc: all@example.com", email: "e@example.com", message: "x" }, site);
    expect(subject).not.toMatch(/[\r\n]/);
  });

  it("refuses malformed payloads and non-http links", async () => {
    await expect(renderEmail("order_confirmation", { userName: "x", orderId: "ORD-1" }, site)).rejects.toThrow();
    await expect(
      renderEmail(
        "magic_login",
        { name: "x", email: "x@example.com", signInUrl: "javascript:alert(1)", expiresAt: "2026-11-23T10:00:00.000Z" },
        site,
      ),
    ).rejects.toThrow();
  });
});

describe("list emails", () => {
  it("alerts and notes carry the one-click unsubscribe headers and a visible link; the confirmation does not", async () => {
    for (const type of ["list_alert", "list_note"] as const) {
      const email = await renderEmail(type, SAMPLE_PAYLOADS[type], site);
      expect(email.headers).toEqual({
        "List-Unsubscribe": "<http://localhost:3000/api/list/unsubscribe?token=sample-token>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(email.html).toContain('href="http://localhost:3000/list/unsubscribe?token=sample-token"');
      expect(email.text).toContain("Unsubscribe");
    }
    const confirmation = await renderEmail("list_confirm", SAMPLE_PAYLOADS.list_confirm, site);
    expect(confirmation.headers).toEqual({});
    expect(confirmation.html).toContain("http://localhost:3000/list/confirm?token=sample-token");
  }, 30_000);
});
