/** Pure rules of the back office: references, CSV cells, URL parameters, wording, navigation. */
import { describe, expect, it } from "vitest";
import { normaliseTransactionReference } from "@/lib/domain/transaction-reference";
import { csvField, csvRow } from "@/lib/domain/csv";
import { decodeCursor, encodeCursor, likePattern, parseAdminOrderQuery } from "@/lib/domain/admin-order-query";
import { parseInquiryFilters, parsePeriod } from "@/lib/domain/admin-filters";
import { defaultReplyText, inquiryServiceLabel } from "@/lib/domain/inquiry-reply";
import { formatAge } from "@/components/admin/ui/format";
import { ADMIN_SECTIONS, sectionFor } from "@/components/admin/shell/nav";
import { sectionErrorMessage } from "@/components/admin/shell/section-error";

describe("transaction references", () => {
  it("the same proof typed differently is the same reference", () => {
    expect(normaliseTransactionReference(" esw-123 456 ")).toBe("ESW123456");
    expect(normaliseTransactionReference("ESW_123.456")).toBe("ESW123456");
    expect(normaliseTransactionReference("   ")).toBeNull();
    expect(normaliseTransactionReference(null)).toBeNull();
  });
});

describe("CSV", () => {
  it("quotes every cell, doubles quotes and defuses formulas", () => {
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("=HYPERLINK(\"x\")")).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("+977 980")).toBe("\"'+977 980\"");
    expect(csvField(null)).toBe('""');
    expect(csvRow(["a", 1, null])).toBe('"a","1",""\r\n');
  });
});

describe("order list parameters", () => {
  it("keeps known values, drops the rest, bounds the search", () => {
    expect(parseAdminOrderQuery({ status: "cancelled", payment: "paid", q: " ram " })).toEqual({
      status: "cancelled",
      paymentStatus: "paid",
      search: "ram",
      cursor: null,
    });
    expect(parseAdminOrderQuery({ status: "shipped", payment: ["refunded"], q: "x".repeat(100_000) })).toEqual({
      status: null,
      paymentStatus: "refunded",
      search: null,
      cursor: null,
    });
    expect(parseAdminOrderQuery({ q: "a\u0000b" }).search).toBe("ab");
  });

  it("round-trips the keyset cursor and refuses forged ones", () => {
    const row = { createdAt: new Date("2026-11-23T04:00:00.000Z"), id: "0b8e7d3e-8a5c-4a53-9f3c-1f0b0d1e2a3b" };
    expect(decodeCursor(encodeCursor(row))).toEqual(row);
    expect(decodeCursor("2026-11-23T04:00:00.000Z_not-a-uuid")).toBeNull();
    expect(decodeCursor("x".repeat(500))).toBeNull();
  });

  it("escapes LIKE wildcards", () => {
    expect(likePattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });
});

describe("filters and wording", () => {
  it("analytics period defaults to 30d", () => {
    expect(parsePeriod("7d")).toBe("7d");
    expect(parsePeriod("365d")).toBe("30d");
    expect(parsePeriod(undefined)).toBe("30d");
  });

  it("inquiry filters", () => {
    expect(parseInquiryFilters({ q: " Pema ", status: "closed", type: "general" })).toEqual({ search: "Pema", status: "closed", serviceType: "general" });
    expect(parseInquiryFilters({ status: "deleted", type: "printing" })).toEqual({ search: null, status: null, serviceType: null });
  });

  it("reply greeting names the service type, or 'our services'", () => {
    expect(defaultReplyText("Pema", "consultation")).toBe("Hi Pema,\n\nThank you for your inquiry about our consultation service. ");
    expect(defaultReplyText("", "restoration")).toBe("Hi there,\n\nThank you for your inquiry about our services. ");
    expect(inquiryServiceLabel("prints")).toBe("General");
  });

  it("ages", () => {
    const now = Date.parse("2026-11-23T12:00:00Z");
    expect(formatAge(new Date(now - 5 * 60_000), now)).toBe("5 min");
    expect(formatAge(new Date(now - 5 * 3600_000), now)).toBe("5 h");
    expect(formatAge(new Date(now - 3 * 86400_000), now)).toBe("3 d");
  });
});

describe("navigation", () => {
  it("lists the ten sections and finds the section of a path", () => {
    expect(ADMIN_SECTIONS.map((s) => s.name)).toEqual([
      "Dashboard", "Artworks", "About", "Services", "Orders", "Commissions", "Analytics", "Inquiries", "Customers", "Subscribers", "Categories", "Settings", "Activity", "Jobs",
    ]);
    expect(sectionFor("/admin/subscribers/notes/abc")?.name).toBe("Subscribers");
    expect(sectionFor("/admin")?.name).toBe("Dashboard");
    expect(sectionFor("/admin/orders/verification")?.name).toBe("Orders");
    expect(sectionFor("/admin/ordersx")).toBeUndefined();
  });

  it("says which data failed to load", () => {
    expect(sectionErrorMessage("/admin")).toBe("Failed to fetch dashboard data");
    expect(sectionErrorMessage("/admin/orders/abc")).toBe("Failed to fetch orders");
    expect(sectionErrorMessage("/admin/inquiries")).toBe("Load Failed: Could not load inquiries");
  });
});
