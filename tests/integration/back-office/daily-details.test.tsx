/**
 * Small defects met every day in the back office, each with the test that would have caught it:
 * 'Orders' (analytics, dashboard) counted cancelled orders and failed payments; the revenue chart
 * had no value axis; the orders CSV lacked the items, phone and address and wrote UTC times; the
 * order metadata was shown as raw keys; the Service Management category filter listed only the
 * categories in use.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { db } from "@/lib/db";
import { getAnalytics } from "@/lib/data/admin/analytics";
import { getDashboard } from "@/lib/data/admin/dashboard";
import { getAdminOrder } from "@/lib/data/admin/orders";
import { GET as exportRoute } from "@/app/admin/orders/export/route";
import { RevenueChart } from "@/components/admin/analytics/revenue-chart";
import { readableOrderMetadata } from "@/lib/domain/order-metadata";
import { kathmanduDateTime } from "@/lib/domain/csv";
import { SERVICE_CATEGORIES, serviceCategoryFilterOptions } from "@/lib/domain/admin/service-form";
import { createArtwork, createOrder, createProfile, signInAs } from "@/tests/integration/admin/admin-fixtures";

beforeAll(async () => {
  signInAs(await createProfile("owner@studio.test", "admin"));
});

describe("'Orders' counts", () => {
  it("leave out cancelled orders and failed payments, in analytics and on the dashboard", async () => {
    const now = new Date();
    const day = (n: number) => new Date(now.getTime() - n * 86400_000);
    await createOrder({ paymentStatus: "paid", createdAt: day(1) });
    await createOrder({ paymentStatus: "pending", createdAt: day(1) });
    await createOrder({ paymentStatus: "refunded", createdAt: day(2) });
    await createOrder({ status: "cancelled", createdAt: day(2) });
    await createOrder({ paymentStatus: "failed", createdAt: day(3) });
    await createOrder({ status: "cancelled", paymentStatus: "paid", createdAt: day(3) });
    const week = await getAnalytics("7d", now);
    expect(week.orders).toBe(3);
    expect((await getDashboard()).orders).toBe(3);
  });
});

describe("the revenue chart", () => {
  it("has a value axis in rupees from 0 to above the best day", () => {
    const html = renderToStaticMarkup(
      <RevenueChart
        points={[
          { date: "2026-11-20", revenuePaisa: 0 },
          { date: "2026-11-21", revenuePaisa: 8_500_000 },
          { date: "2026-11-22", revenuePaisa: 2_000_000 },
        ]}
      />,
    );
    const labels = [...html.matchAll(/<text data-axis="value"[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]);
    // Both drawings (wide, and narrow for phones) carry the axis.
    expect(labels).toEqual(["0", "NPR 25K", "NPR 50K", "NPR 75K", "NPR 100K", "0", "NPR 25K", "NPR 50K", "NPR 75K", "NPR 100K"]);
  });

  it("says there is no revenue yet instead of drawing a scale of nothing", () => {
    const html = renderToStaticMarkup(<RevenueChart points={[{ date: "2026-11-20", revenuePaisa: 0 }, { date: "2026-11-21", revenuePaisa: 0 }]} />);
    expect(html).toContain("No revenue from paid orders in this period yet.");
    expect(html).not.toContain("<svg");
    expect(html).not.toContain("NPR");
  });
});

describe("the orders CSV", () => {
  it("has the items, phone and addresses, and its times in Nepal time (the header says so)", async () => {
    const art = await createArtwork("Export Study");
    const order = await createOrder({ originals: [art], email: "csv@example.com", name: "Sita Gurung" });
    const createdAt = new Date("2026-11-24T18:30:00Z");
    await db.order.update({ where: { id: order.id }, data: { createdAt } });
    const url = `http://localhost/admin/orders/export?q=${order.orderNumber}`;
    const response = await exportRoute(Object.assign(new Request(url), { nextUrl: new URL(url) }) as never);
    expect(response.status).toBe(200);
    const [header, row] = (await response.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(header).toBe(
      '"order_number","created_at (Asia/Kathmandu)","customer_name","customer_email","customer_phone","customer_address","shipping_address","items","status","payment_status","delivery","total_npr","transaction_reference"',
    );
    // 18:30 UTC is 00:15 the next day in Kathmandu (UTC+05:45).
    expect(kathmanduDateTime(createdAt)).toBe("2026-11-25 00:15:00");
    expect(row).toBe(
      `"${order.orderNumber}","2026-11-25 00:15:00","Sita Gurung","csv@example.com","'+977 9801234567","Lazimpat","Lazimpat 12, Kathmandu, Bagmati, 44600, Nepal","Export Study (Original) x 1","pending","pending","unfulfilled","50000.00",""`,
    );
  });
});

describe("the order metadata", () => {
  it("reads as labelled fields (sizes, local times), without raw keys or the screenshot's storage path", async () => {
    const order = await createOrder({ screenshotPath: "payment-screenshots/ORD-1/abc.png" });
    await db.order.update({
      where: { id: order.id },
      data: {
        metadata: {
          payment_method: "manual_qr",
          payment_screenshot: "payment-screenshots/ORD-1/abc.png",
          payment_screenshot_uploaded_at: "2026-11-24T18:30:00.000Z",
          screenshot_filename: "esewa.png",
          screenshot_size: 245_760,
        },
      },
    });
    const detail = await getAdminOrder(order.id);
    const fields = readableOrderMetadata(detail?.metadata, (d) => kathmanduDateTime(d));
    expect(fields).toEqual([
      { label: "Payment method", value: "QR or bank transfer (screenshot checked by hand)" },
      { label: "Screenshot uploaded", value: "2026-11-25 00:15:00" },
      { label: "Screenshot file", value: "esewa.png" },
      { label: "Screenshot size", value: "240.0 KB" },
    ]);
  });
});

describe("Service Management's category filter", () => {
  it("lists every category, not only those in use", () => {
    expect(serviceCategoryFilterOptions().map((o) => o.value)).toEqual(["all", ...SERVICE_CATEGORIES]);
    expect(serviceCategoryFilterOptions().map((o) => o.label)).toContain("Restoration");
  });
});
