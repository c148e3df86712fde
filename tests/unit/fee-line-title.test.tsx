import { describe, expect, it } from "vitest";
import { render } from "@react-email/render";
import { COD_FEE_LINE_TITLE } from "@/lib/domain/cash-on-delivery";
import { lineTitleIn } from "@/lib/i18n/order-page-strings";
import { OrderSummary } from "@/emails/components/order-summary";
import ne from "@/messages/ne.json";

/**
 * The line the shop adds for pay on delivery's fee is stored in English; a Nepali buyer read
 * "Pay on delivery fee" on the payment step, the order page and the emails.
 */
describe("pay on delivery's fee line in the buyer's language", () => {
  it("is named in Nepali on Nepali pages and as stored in English; the artist's titles stay as written", () => {
    expect(lineTitleIn("ne", COD_FEE_LINE_TITLE)).toBe(ne.orderPage.codFeeLine);
    expect(ne.orderPage.codFeeLine).not.toBe(COD_FEE_LINE_TITLE);
    expect(lineTitleIn("en", COD_FEE_LINE_TITLE)).toBe("Pay on delivery fee");
    expect(lineTitleIn("ne", "Dawn over Machhapuchhre")).toBe("Dawn over Machhapuchhre");
  });

  it("is named in Nepali in a Nepali email's order summary", async () => {
    const items = [
      { title: "Dawn over Machhapuchhre", quantity: 1, price: 8_500_000 },
      { title: COD_FEE_LINE_TITLE, quantity: 1, price: 10_000 },
    ];
    const nepali = await render(<OrderSummary orderNumber="ORD-1" items={items} total={8_510_000} locale="ne" digits="devanagari" />);
    expect(nepali).toContain(ne.orderPage.codFeeLine);
    expect(nepali).not.toContain(COD_FEE_LINE_TITLE);
    expect(nepali).toContain("Dawn over Machhapuchhre");
    const english = await render(<OrderSummary orderNumber="ORD-1" items={items} total={8_510_000} />);
    expect(english).toContain(COD_FEE_LINE_TITLE);
  });
});
