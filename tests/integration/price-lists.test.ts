/**
 * The artist's price lists against the real PostgreSQL: the migration's starting lists, the
 * Settings -> Prices action (saves, validates, refreshes the public pages' cache tag), orders and
 * the cart check priced from the lists as they are now, and the refusals: an unknown size (never
 * taken for the original), a size the work does not offer, a size or frame switched off, an
 * unknown frame. A refused order stores and holds nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidateTag: (tag: string) => {
    revalidated.push(tag);
  },
}));

import { db } from "@/lib/db";
import { checkCart, getArtworkOptions } from "@/lib/actions/cart";
import { savePriceListsAction } from "@/lib/actions/admin/settings-prices";
import { createArtworkAction, updateArtworkAction } from "@/lib/actions/admin/artworks";
import { loadPriceLists } from "@/lib/data/price-lists";
import { drainOutbox } from "@/lib/email/worker";
import { PRICE_LIST_MESSAGES, priceListFormText, type PriceListFormText } from "@/lib/domain/admin/price-list-form";
import { ARTWORK_MESSAGES } from "@/lib/domain/admin/artwork-form";
import { DEFAULT_FRAMES, DEFAULT_PRICE_LISTS, DEFAULT_PRINT_SIZES } from "@/lib/domain/price-lists";
import { placeOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { setStorageForTests } from "@/lib/storage";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout";
import { artworkLine, createShop, emptyShop, NPR, orderInput, useTemporaryStorage, type Shop } from "./checkout-fixtures";
import { createProfile, signInAs } from "./admin/admin-fixtures";

process.env.SITE_URL = "https://art.example.com";

let shop: Shop;
let admin: { id: string; email: string };
/** The lists as the migration stored them, as the settings form shows them. */
let startForm: PriceListFormText;

beforeAll(async () => {
  // Read before anything here changes them: what the migration price_lists stored.
  startForm = priceListFormText(await loadPriceLists());
  shop = await createShop();
  admin = await createProfile("prices-admin@example.com", "admin");
});

beforeEach(async () => {
  await emptyShop();
  useTemporaryStorage();
  signInAs(admin);
  revalidated.length = 0;
  // Every test starts from the starting lists, every work offering every size.
  await db.printSize.deleteMany();
  await db.frameOption.deleteMany();
  await db.printSize.createMany({ data: DEFAULT_PRINT_SIZES.map((s, position) => ({ ...s, position })) });
  await db.frameOption.createMany({ data: DEFAULT_FRAMES.map((f, position) => ({ ...f, position })) });
  await db.artwork.updateMany({ data: { allPrintSizes: true } });
});

afterAll(async () => {
  await drainOutbox();
  setStorageForTests();
});

function expectPlaced(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

async function expectNothingHeldOrStored() {
  expect(await db.order.count()).toBe(0);
  expect(await db.orderLine.count()).toBe(0);
  expect(await db.artwork.count({ where: { reservedByOrderId: { not: null } } })).toBe(0);
}

/** The starting form with some rows changed. */
function edited(change: (form: PriceListFormText) => void): PriceListFormText {
  const form = structuredClone(startForm);
  change(form);
  return form;
}

describe("the starting lists", () => {
  it("are the prices sold until now, stored by the migration", async () => {
    expect(await loadPriceLists()).toEqual(DEFAULT_PRICE_LISTS);
  });
});

describe("Settings -> Prices", () => {
  it("saves prices in rupees, adds a size with a key from its name, removes a frame, and refreshes the public pages", async () => {
    const result = await savePriceListsAction(
      edited((form) => {
        form.sizes[0].minimum = "1800";
        form.sizes.push({ key: "", name: "A3 print", dimensions: "11.7x16.5", share: "0", minimum: "3,200", enabled: true });
        form.frames[2].price = "900.50";
        form.frames = form.frames.filter((f) => f.key !== "wooden");
      }),
    );
    expect(result).toMatchObject({ ok: true, message: PRICE_LIST_MESSAGES.saved });
    const lists = await loadPriceLists();
    expect(lists.sizes.map((s) => [s.key, s.minimumPaisa, s.shareBps])).toEqual([
      ["small", 1_800 * NPR, 1_000],
      ["medium", 2_500 * NPR, 1_500],
      ["large", 3_500 * NPR, 2_000],
      ["poster", 5_000 * NPR, 3_000],
      ["a3-print", 3_200 * NPR, 0],
    ]);
    expect(lists.frames.map((f) => [f.key, f.pricePaisa, f.onQuote])).toEqual([
      ["basic", 25 * NPR, false],
      ["premium", 90_050, false],
      ["custom", 0, true],
    ]);
    expect(revalidated).toContain("price-lists");
    // The answer is the saved form, with the new row's key.
    expect(result.ok && result.data.sizes.at(-1)).toMatchObject({ key: "a3-print", name: "A3 print", minimum: "3200" });
  });

  it("reorders rows, and switching a frame to 'on quote' drops its price", async () => {
    await savePriceListsAction(
      edited((form) => {
        form.sizes.reverse();
        form.frames[0].onQuote = true;
      }),
    );
    const lists = await loadPriceLists();
    expect(lists.sizes.map((s) => s.key)).toEqual(["poster", "large", "medium", "small"]);
    expect(lists.frames[0]).toMatchObject({ key: "basic", pricePaisa: 0, onQuote: true });
  });

  it("refuses bad rows with a message under each field, and changes nothing", async () => {
    const before = await loadPriceLists();
    const result = await savePriceListsAction(
      edited((form) => {
        form.sizes[0].name = "  ";
        form.sizes[1].minimum = "0";
        form.sizes[2].share = "150";
        form.sizes[3].minimum = "Rs 5000";
        form.frames[0].price = "-5";
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        "sizes.0.name": PRICE_LIST_MESSAGES.nameRequired,
        "sizes.1.minimum": PRICE_LIST_MESSAGES.minimum,
        "sizes.2.share": PRICE_LIST_MESSAGES.share,
        "sizes.3.minimum": PRICE_LIST_MESSAGES.minimum,
        "frames.0.price": PRICE_LIST_MESSAGES.framePrice,
      },
    });
    // Two rows of one name (once every row reads well).
    const twice = await savePriceListsAction(
      edited((form) => {
        form.frames[1].name = "basic FRAME";
        form.sizes[1] = { ...form.sizes[0], key: form.sizes[1].key };
      }),
    );
    expect(twice).toMatchObject({
      ok: false,
      fieldErrors: { "frames.1.name": PRICE_LIST_MESSAGES.duplicateFrame, "sizes.1.name": PRICE_LIST_MESSAGES.duplicateSize },
    });
    expect(await loadPriceLists()).toEqual(before);
    expect(revalidated).toEqual([]);
  });

  it("refuses an unreadable form, too many rows, and a row that names a size no longer stored", async () => {
    const before = await loadPriceLists();
    expect(await savePriceListsAction("prices")).toEqual({ ok: false, message: PRICE_LIST_MESSAGES.unreadable });
    expect(await savePriceListsAction({ sizes: [], frames: "x" })).toEqual({ ok: false, message: PRICE_LIST_MESSAGES.unreadable });
    const many = edited((form) => {
      form.sizes = Array.from({ length: 21 }, (_, i) => ({ key: "", name: `Size ${i}`, dimensions: "", share: "0", minimum: "100", enabled: true }));
    });
    expect(await savePriceListsAction(many)).toMatchObject({ ok: false, fieldErrors: { sizes: PRICE_LIST_MESSAGES.tooManySizes } });
    const stale = edited((form) => {
      form.sizes[0].key = "gone";
    });
    expect(await savePriceListsAction(stale)).toEqual({ ok: false, message: PRICE_LIST_MESSAGES.stale });
    expect(await loadPriceLists()).toEqual(before);
  });
});

describe("orders and the cart priced from the lists", () => {
  it("an order is priced from the lists as they are now; its lines keep the labels and prices", async () => {
    await savePriceListsAction(
      edited((form) => {
        form.sizes[0].minimum = "1800"; // small: 10 % of 9,500 = 950 -> the lowest price, 1,800
        form.frames[2].price = "900"; // premium
      }),
    );
    const placed = expectPlaced(
      await placeOrder(orderInput({ lines: [artworkLine(shop.mandala, { size: "small", framing: "premium", quantity: 2 }), artworkLine(shop.dawn, { framing: "custom" })] })),
    );
    const order = await db.order.findUniqueOrThrow({ where: { id: placed.orderId }, include: { lines: { orderBy: { position: "asc" } } } });
    expect(order.lines.map((l) => [Number(l.unitPricePaisa), l.quantity])).toEqual([
      [(1_800 + 900) * NPR, 2],
      [85_000 * NPR, 1],
    ]);
    expect(order.lines[0].customizations).toMatchObject({
      size: "small",
      sizeLabel: "Small print (8x10)",
      framing: "premium",
      framingLabel: "Premium frame",
      framingOnQuote: false,
      sizePricePaisa: 1_800 * NPR,
      framingPricePaisa: 900 * NPR,
    });
    // The custom frame is on quote: nothing added, and the line says so.
    expect(order.lines[1].customizations).toMatchObject({ framing: "custom", framingLabel: "Custom frame (price on quote)", framingOnQuote: true, framingPricePaisa: 0 });
    // Mandala: 2 x 2,700 + 13 % VAT (702) + shipping 2 x 500; Dawn: 85,000 + 11,050 VAT + 1,500.
    expect(Number(order.totalPaisa)).toBe((5_400 + 702 + 1_000 + 85_000 + 11_050 + 1_500) * NPR);
  });

  it("the cart check answers the current price and labels", async () => {
    await savePriceListsAction(edited((form) => (form.sizes[1].minimum = "3000")));
    const [medium] = await checkCart([artworkLine(shop.mandala, { size: "medium", framing: "custom" })]);
    expect(medium).toMatchObject({
      status: "ok",
      price: 3_000 * NPR,
      fullPrice: 9_500 * NPR,
      sizeLabel: "Medium print (11x14)",
      framingLabel: "Custom frame (price on quote)",
      framingOnQuote: true,
    });
  });

  it("the options dialog is offered the work's sizes and frames with their current prices", async () => {
    await savePriceListsAction(
      edited((form) => {
        form.sizes[3].enabled = false;
        form.frames[1].enabled = false;
      }),
    );
    const options = await getArtworkOptions(shop.mandala.id);
    expect(options?.originalPricePaisa).toBe(9_500 * NPR);
    expect(options?.sizes.map((s) => [s.key, s.pricePaisa])).toEqual([
      ["original", 9_500 * NPR],
      ["small", 1_500 * NPR],
      ["medium", 2_500 * NPR],
      ["large", 3_500 * NPR],
    ]);
    expect(options?.frames.map((f) => [f.key, f.pricePaisa, f.onQuote])).toEqual([
      ["none", 0, false],
      ["basic", 25 * NPR, false],
      ["premium", 75 * NPR, false],
      ["custom", 0, true],
    ]);
    // A sold work: its prints only. A work without a price, or an unknown id: nothing to order.
    expect((await getArtworkOptions(shop.sold.id))?.sizes.map((s) => s.key)).toEqual(["small", "medium", "large"]);
    expect(await getArtworkOptions(shop.noPrice.id)).toBeNull();
    expect(await getArtworkOptions("not-an-id")).toBeNull();
  });
});

describe("refused choices hold nothing", () => {
  it("an unknown size ('huge') is refused with a clear message, never taken for the original", async () => {
    const result = await placeOrder(orderInput({ lines: [artworkLine(shop.dawn, { size: "huge" })] }));
    expect(result).toMatchObject({
      ok: false,
      code: "unavailable",
      message: `${CHECKOUT_MESSAGES.optionRefused.unknownSize(shop.dawn.title)} ${CHECKOUT_MESSAGES.chooseAnotherOption}`,
    });
    await expectNothingHeldOrStored();
    // The cart check takes the line out and says why.
    expect(await checkCart([artworkLine(shop.dawn, { size: "huge" })])).toEqual([
      { id: shop.dawn.id, status: "unavailable", title: shop.dawn.title, message: CHECKOUT_MESSAGES.optionRefused.unknownSize(shop.dawn.title) },
    ]);
    // Even beside a good line, the whole order is refused and nothing is held.
    const mixed = await placeOrder(orderInput({ lines: [artworkLine(shop.boudha), artworkLine(shop.dawn, { size: "HUGE" })] }));
    expect(mixed.ok).toBe(false);
    await expectNothingHeldOrStored();
  });

  it("a size the work does not offer is refused; the sizes it offers are sold", async () => {
    signInAs(admin);
    const categoryId = (await db.category.create({ data: { name: "Prints test", slug: `prints-test-${Date.now()}` } })).id;
    const saved = await updateArtworkAction({ id: shop.mandala.id, title: shop.mandala.title, categoryId, price: "9500", allPrintSizes: false, printSizes: ["small"] });
    expect(saved.ok).toBe(true);
    expect(await db.artwork.findUniqueOrThrow({ where: { id: shop.mandala.id }, select: { allPrintSizes: true, printSizes: true } })).toMatchObject({
      allPrintSizes: false,
      printSizes: [{ printSizeKey: "small" }],
    });

    const refused = await placeOrder(orderInput({ lines: [artworkLine(shop.mandala, { size: "medium" })] }));
    expect(refused).toMatchObject({
      ok: false,
      message: `${CHECKOUT_MESSAGES.optionRefused.sizeNotOffered(shop.mandala.title, "Medium print (11x14)")} ${CHECKOUT_MESSAGES.chooseAnotherOption}`,
    });
    await expectNothingHeldOrStored();
    expectPlaced(await placeOrder(orderInput({ lines: [artworkLine(shop.mandala, { size: "small" })] })));
    expect((await getArtworkOptions(shop.mandala.id))?.sizes.map((s) => s.key)).toEqual(["original", "small"]);

    // Saved again without saying which sizes: unchanged. Ticking "every size" offers them all again.
    await updateArtworkAction({ id: shop.mandala.id, title: shop.mandala.title, categoryId, price: "9500" });
    expect((await db.artwork.findUniqueOrThrow({ where: { id: shop.mandala.id } })).allPrintSizes).toBe(false);
    await updateArtworkAction({ id: shop.mandala.id, title: shop.mandala.title, categoryId, price: "9500", allPrintSizes: true, printSizes: ["small"] });
    expect(await db.artworkPrintSize.count({ where: { artworkId: shop.mandala.id } })).toBe(0);
    expect((await getArtworkOptions(shop.mandala.id))?.sizes).toHaveLength(5);
  });

  it("the artwork dialog refuses a print size that is not in the list", async () => {
    const categoryId = (await db.category.create({ data: { name: "Prints refused", slug: `prints-refused-${Date.now()}` } })).id;
    const result = await createArtworkAction({ title: "Not Printed Here", categoryId, price: "5000", allPrintSizes: false, printSizes: ["giant"] });
    expect(result).toEqual({ ok: false, message: ARTWORK_MESSAGES.saveFailed, fieldErrors: { printSizes: ARTWORK_MESSAGES.unknownPrintSize } });
    expect(await db.artwork.count({ where: { title: "Not Printed Here" } })).toBe(0);
  });

  it("a size or frame switched off, and an unknown frame, are refused by name", async () => {
    await savePriceListsAction(
      edited((form) => {
        form.sizes[3].enabled = false;
        form.frames[1].enabled = false;
      }),
    );
    const poster = await placeOrder(orderInput({ lines: [artworkLine(shop.dawn, { size: "poster" })] }));
    expect(poster).toMatchObject({ ok: false, message: expect.stringContaining(CHECKOUT_MESSAGES.optionRefused.sizeNotOffered(shop.dawn.title, "Poster (24x36)")) });
    const wooden = await placeOrder(orderInput({ lines: [artworkLine(shop.dawn, { framing: "wooden" })] }));
    expect(wooden).toMatchObject({ ok: false, message: expect.stringContaining(CHECKOUT_MESSAGES.optionRefused.frameNotOffered(shop.dawn.title, "Wooden frame")) });
    const gold = await placeOrder(orderInput({ lines: [artworkLine(shop.dawn, { framing: "gold" })] }));
    expect(gold).toMatchObject({ ok: false, message: expect.stringContaining(CHECKOUT_MESSAGES.optionRefused.unknownFrame(shop.dawn.title)) });
    await expectNothingHeldOrStored();
    // A size removed from the list is refused like an unknown one.
    await savePriceListsAction(edited((form) => (form.sizes = form.sizes.filter((s) => s.key !== "large"))));
    const large = await placeOrder(orderInput({ lines: [artworkLine(shop.sold, { size: "large" })] }));
    expect(large).toMatchObject({ ok: false, message: expect.stringContaining(CHECKOUT_MESSAGES.optionRefused.unknownSize(shop.sold.title)) });
    await expectNothingHeldOrStored();
  });
});
