import { describe, expect, it } from "vitest";
import { DISTRICTS, PROVINCES, VALLEY_DISTRICT_KEYS, districtByKey } from "@/lib/domain/districts";
import { priceDelivery, readZoneRates, zoneForDistrict, type DeliveryLine, type ZoneRule } from "@/lib/domain/delivery-zones";
import { addressKey, codRefusal, paymentPlanWords, phoneKey } from "@/lib/domain/cash-on-delivery";
import { DELIVERY_MESSAGES } from "@/lib/domain/delivery-zones";
import { codActionRefusal, codStage, COD_FLOW_MESSAGES, type FlowState } from "@/lib/domain/order-flow";
import { fulfilmentRefusal, FULFILMENT_MESSAGES } from "@/lib/domain/fulfilment";
import { trackingLink, withCourierLink, courierPreset } from "@/lib/couriers/presets";
import { ncmRupees } from "@/lib/couriers/ncm";

const valley: ZoneRule = {
  id: "z1",
  name: "Kathmandu valley",
  districts: [...VALLEY_DISTRICT_KEYS],
  international: false,
  rates: { original: { mode: "item" }, print: { mode: "flat", paisa: 15_000 }, commission: { mode: "flat", paisa: 0 } },
  codTypes: ["print"],
  promise: "1-2 days",
  open: true,
  position: 0,
};
const world: ZoneRule = { ...valley, id: "z3", name: "International", districts: [], international: true, rates: { original: { mode: "quote" }, print: { mode: "quote" }, commission: { mode: "quote" } }, codTypes: ["print"], position: 2 };

const original: DeliveryLine = { itemType: "original", quantity: 1, shipped: true, ownShippingPaisa: 150_000 };
const prints: DeliveryLine = { itemType: "print", quantity: 3, shipped: true, ownShippingPaisa: 1_500 };
const workshop: DeliveryLine = { itemType: "commission", quantity: 1, shipped: false, ownShippingPaisa: 0 };

describe("districts", () => {
  it("lists Nepal's 77 districts once each, in the seven provinces", () => {
    expect(DISTRICTS).toHaveLength(77);
    expect(new Set(DISTRICTS.map((d) => d.key)).size).toBe(77);
    const perProvince = PROVINCES.map((p) => DISTRICTS.filter((d) => d.province === p).length);
    expect(perProvince).toEqual([14, 8, 13, 11, 12, 10, 9]);
    expect(districtByKey("bhaktapur")).toMatchObject({ name: "Bhaktapur", province: "Bagmati" });
    expect(districtByKey("x".repeat(1000))).toBeNull();
  });
});

describe("zone pricing (integer paisa)", () => {
  it("prices each item type by its rate: the work's own charge, flat per unit, or free", () => {
    const price = priceDelivery([original, prints, workshop], { kind: "ship", zone: valley });
    expect(price.lineShippingPaisa).toEqual([150_000, 45_000, 0]);
    expect(price.shippingPaisa).toBe(195_000);
    expect(price.onQuote).toBe(false);
    expect(Number.isInteger(price.shippingPaisa)).toBe(true);
  });

  it("charges nothing for collection from the studio", () => {
    expect(priceDelivery([original, prints], { kind: "collect" })).toEqual({ lineShippingPaisa: [0, 0], shippingPaisa: 0, onQuote: false });
  });

  it("leaves on-quote lines at zero and says the order's shipping is to be quoted", () => {
    const price = priceDelivery([original, prints], { kind: "ship", zone: world });
    expect(price).toEqual({ lineShippingPaisa: [0, 0], shippingPaisa: 0, onQuote: true });
    // A line that is not sent never makes the order on quote.
    expect(priceDelivery([workshop], { kind: "ship", zone: world }).onQuote).toBe(false);
  });

  it("reads stored rates strictly: fractions, negatives and unknown modes fall back to the work's own charge", () => {
    expect(readZoneRates({ original: { mode: "flat", paisa: 100.5 }, print: { mode: "flat", paisa: -1 }, commission: { mode: "quote" } })).toEqual({
      original: { mode: "item" },
      print: { mode: "item" },
      commission: { mode: "quote" },
    });
  });

  it("finds the zone of a district by position, abroad the international zone", () => {
    const rest: ZoneRule = { ...valley, id: "z2", name: "Rest", districts: ["kaski", "bhaktapur"], position: 1 };
    expect(zoneForDistrict([rest, valley, world], "bhaktapur")?.id).toBe("z1");
    expect(zoneForDistrict([rest, valley, world], "kaski")?.id).toBe("z2");
    expect(zoneForDistrict([rest, valley, world], "abroad")?.id).toBe("z3");
    expect(zoneForDistrict([rest, valley, world], "jhapa")).toBeNull();
    expect(zoneForDistrict([rest, valley, world], "nowhere")).toBeNull();
  });
});

describe("pay on delivery rules", () => {
  it("is offered only for the zone's item types, never on quote or for collection", () => {
    expect(codRefusal([prints], { kind: "ship", zone: valley })).toBeNull();
    expect(codRefusal([prints, original], { kind: "ship", zone: valley })).toBe(DELIVERY_MESSAGES.codNotForItems("Kathmandu valley", "originals"));
    expect(codRefusal([prints], { kind: "ship", zone: world })).toBe(DELIVERY_MESSAGES.codOnQuote);
    expect(codRefusal([prints], { kind: "collect" })).toBe(DELIVERY_MESSAGES.codCollect);
  });

  it("counts one phone however it is written, and one address however it is spaced", () => {
    for (const phone of ["9801234567", "+977 980-1234567", "00977 9801234567", "09801234567"]) expect(phoneKey(phone)).toBe("9801234567");
    expect(addressKey("Durbar  Square, BHAKTAPUR", "bhaktapur")).toBe(addressKey("durbar square bhaktapur", "bhaktapur"));
    expect(addressKey("Durbar Square", "bhaktapur")).not.toBe(addressKey("Durbar Square", "lalitpur"));
  });

  it("tells the buyer what is paid, when and how", () => {
    expect(paymentPlanWords({ method: "cod", totalText: "NPR 1,800", phone: "9801234567" }).detail).toBe(
      "Pay NPR 1,800 in cash when the parcel arrives; we will call you on 9801234567 to confirm first. Nothing is paid now.",
    );
    expect(paymentPlanWords({ method: "prepaid", totalText: "NPR 1,800", onQuote: true }).heading).toBe("Pay after the shipping quote");
    // A commission's deposit: "Pay now" names the deposit, never the whole total.
    const commission = paymentPlanWords({ method: "prepaid", totalText: "NPR 6,300", commissionDeposit: { depositText: "NPR 3,150", balanceText: "NPR 3,150" } });
    expect(commission.heading).toBe("Deposit now, the balance when ready");
    expect(commission.detail).toBe(
      "Pay the deposit, NPR 3,150, now online or by QR code; the balance, NPR 3,150, when the work is ready. We send the parcel once it is paid in full.",
    );
    expect(commission.detail).not.toContain("NPR 6,300");
  });

  const state = (over: Partial<FlowState> & { cod: FlowState["cod"] }): FlowState => ({
    status: "pending",
    fulfilment: "unfulfilled",
    money: { paidPaisa: BigInt(0), duePaisa: BigInt(180_000) } as FlowState["money"],
    onlinePending: false,
    manualPayments: 0,
    soldOriginals: 0,
    ...over,
  });

  it("walks awaiting call -> confirmed -> shipped -> refused -> returned, refusing the rest by name", () => {
    const awaiting = state({ cod: { confirmed: false, refused: false, returned: false } });
    expect(codStage(awaiting)).toBe("awaiting_call");
    expect(codActionRefusal(awaiting, "cod_collect")).toBe(COD_FLOW_MESSAGES.confirmFirst);
    expect(codActionRefusal(awaiting, "cod_confirm")).toBeNull();
    const confirmed = state({ cod: { confirmed: true, refused: false, returned: false } });
    expect(codActionRefusal(confirmed, "cod_refuse")).toBe(COD_FLOW_MESSAGES.notShipped);
    const shipped = state({ fulfilment: "shipped", status: "processing", cod: { confirmed: true, refused: false, returned: false } });
    expect(codActionRefusal(shipped, "cod_collect")).toBeNull();
    expect(codActionRefusal(shipped, "cod_return")).toBe(COD_FLOW_MESSAGES.notRefused);
    const refused = { ...shipped, cod: { confirmed: true, refused: true, returned: false } };
    expect(codStage(refused)).toBe("refused");
    expect(codActionRefusal(refused, "cod_collect")).toBe(COD_FLOW_MESSAGES.refusedAlready);
    expect(codActionRefusal(refused, "cod_return")).toBeNull();
    expect(codActionRefusal(state({ cod: null }), "cod_confirm")).toBe(COD_FLOW_MESSAGES.notCod);
  });

  it("lets a confirmed order ship unpaid, and nothing else unpaid", () => {
    const unpaid = { status: "pending", paymentStatus: "pending", fulfilmentStatus: "unfulfilled" } as const;
    expect(fulfilmentRefusal(unpaid, "shipped")).toBe(FULFILMENT_MESSAGES.notPaid);
    expect(fulfilmentRefusal({ ...unpaid, codConfirmed: true }, "shipped")).toBeNull();
    expect(fulfilmentRefusal({ ...unpaid, fulfilmentStatus: "shipped", codConfirmed: true }, "delivered")).toBe(FULFILMENT_MESSAGES.notPaid);
  });
});

describe("couriers", () => {
  it("links a tracking number to its courier's page, and keeps a link typed by hand", () => {
    expect(trackingLink(courierPreset("nepal_post"), "EE123 456789NP")).toBe("https://globaltracktrace.ptc.post/gtt.web/Search.aspx?ParcelId=EE123%20456789NP");
    expect(trackingLink(courierPreset("other"), "X1")).toBeNull();
    expect(withCourierLink({ courier: "Pathao", trackingNumber: "P1", trackingUrl: null }).trackingUrl).toBe("https://merchant.pathao.com/tracking?consignment_id=P1");
    expect(withCourierLink({ courier: "Pathao", trackingNumber: "P1", trackingUrl: "https://example.com/t" }).trackingUrl).toBe("https://example.com/t");
    expect(withCourierLink({ courier: "DHL", trackingNumber: "P1", trackingUrl: null }).trackingUrl).toBeNull();
  });

  it("gives NCM whole rupees", () => {
    expect(ncmRupees(180_000)).toBe("1800");
    expect(ncmRupees(180_050)).toBe("1801");
  });
});

describe("Settings -> Delivery form", () => {
  const row = (over: Record<string, unknown> = {}) => ({
    id: "",
    name: "Valley",
    districts: ["kathmandu"],
    international: false,
    rates: { original: { mode: "item", rupees: "" }, print: { mode: "flat", rupees: "150.50" }, commission: { mode: "quote", rupees: "" } },
    codTypes: ["print"],
    promise: "1-2 days",
    open: true,
    ...over,
  });
  const form = (zones: unknown[], codDeposits: Record<string, string> = { original: "30", print: "", commission: "0" }) => ({
    zones,
    collectionEnabled: true,
    codFee: "50",
    codMaxPerPhone: "2",
    codMaxPerAddress: "0",
    codConfirmHours: "48",
    codDeposits,
  });

  it("stores rupees as integer paisa and the modes as typed", async () => {
    const { deliveryFormSchema, storedRates } = await import("@/lib/domain/admin/delivery-form");
    const parsed = deliveryFormSchema.parse(form([row()]));
    expect(parsed.codFee).toBe(5_000);
    expect(parsed.codDeposits).toEqual({ original: 30, print: 0, commission: 0 });
    expect(storedRates(parsed.zones[0].rates)).toEqual({ original: { mode: "item" }, print: { mode: "flat", paisa: 15_050 }, commission: { mode: "quote" } });
  });

  it("refuses a district in two zones, naming both, and amounts that are not rupees", async () => {
    const { deliveryFormSchema, DELIVERY_FORM_MESSAGES } = await import("@/lib/domain/admin/delivery-form");
    const twice = deliveryFormSchema.safeParse(form([row(), row({ name: "Everywhere", districts: ["kaski", "kathmandu"] })]));
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]).toMatchObject({ path: ["zones", 1, "districts"], message: DELIVERY_FORM_MESSAGES.twice("Kathmandu", "Valley", "Everywhere") });
    const bad = deliveryFormSchema.safeParse(form([row({ rates: { original: { mode: "flat", rupees: "12abc" }, print: { mode: "item", rupees: "" }, commission: { mode: "item", rupees: "" } } })]));
    expect(bad.error?.issues[0]).toMatchObject({ path: ["zones", 0, "rates", "original", "rupees"], message: DELIVERY_FORM_MESSAGES.amount });
    expect(deliveryFormSchema.safeParse(form([row({ districts: ["atlantis"] })])).success).toBe(false);
    expect(deliveryFormSchema.safeParse(form([])).success).toBe(false);
  });

  it("takes a deposit percent per item type from 0 to 100, refusing anything else by its field", async () => {
    const { deliveryFormSchema, DELIVERY_FORM_MESSAGES } = await import("@/lib/domain/admin/delivery-form");
    for (const bad of ["101", "12.5", "-1", "abc"]) {
      const parsed = deliveryFormSchema.safeParse(form([row()], { original: "", print: bad, commission: "" }));
      expect(parsed.error?.issues[0]).toMatchObject({ path: ["codDeposits", "print"], message: DELIVERY_FORM_MESSAGES.depositPercent });
    }
    expect(deliveryFormSchema.parse(form([row()], { original: "100", print: "0", commission: "25" })).codDeposits).toEqual({ original: 100, print: 0, commission: 25 });
  });
});
