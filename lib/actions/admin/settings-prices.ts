"use server";
/**
 * Settings -> Prices, on the action client: saves the print sizes and frame options with their
 * prices in one go. Rows keep their keys (carried by carts and orders); a new row gets a key
 * from its name; a row left out of the form is removed (its works then no longer offer it).
 * The public artwork pages that show the lists are refreshed at once; orders already placed
 * keep the prices they were placed with.
 */
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { loadPriceLists } from "@/lib/data/price-lists";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { PRICE_LIST_MESSAGES, priceListFormSchema, priceListFormText } from "@/lib/domain/admin/price-list-form";
import { priceListKey } from "@/lib/domain/price-lists";
import { z } from "@/lib/validation/z";

/** `{ sizes: [...], frames: [...] }`: anything else is refused whole; each field's problem under it. */
const priceListInput = z.unknown().transform((input, ctx) => {
  const o = input && typeof input === "object" ? (input as Record<string, unknown>) : null;
  if (!o || !Array.isArray(o.sizes) || !Array.isArray(o.frames)) {
    ctx.addIssue({ code: "custom", message: PRICE_LIST_MESSAGES.unreadable });
    return z.NEVER;
  }
  const parsed = priceListFormSchema.safeParse({ sizes: o.sizes, frames: o.frames });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});

export const savePriceListsAction = adminAction(
  priceListInput,
  async (lists) => {
    assertWritable(DEMO_MESSAGES.updateSettings);
    await db.$transaction(async (tx) => {
      // One save at a time (orders keep reading the lists meanwhile: plain reads are not blocked).
      await tx.$executeRaw`LOCK TABLE print_sizes, frame_options IN SHARE ROW EXCLUSIVE MODE`;
      const [sizeKeys, frameKeys] = await Promise.all([
        tx.printSize.findMany({ select: { key: true } }).then((rows) => rows.map((r) => r.key)),
        tx.frameOption.findMany({ select: { key: true } }).then((rows) => rows.map((r) => r.key)),
      ]);
      const gone = lists.sizes.some((s) => s.key && !sizeKeys.includes(s.key)) || lists.frames.some((f) => f.key && !frameKeys.includes(f.key));
      if (gone) throw new AdminActionError(PRICE_LIST_MESSAGES.stale);

      const takenSizes = new Set(sizeKeys);
      const keptSizes: string[] = [];
      for (const [position, size] of lists.sizes.entries()) {
        const key = size.key || priceListKey(size.name, takenSizes);
        takenSizes.add(key);
        keptSizes.push(key);
        const data = { name: size.name, dimensions: size.dimensions, shareBps: size.shareBps, minimumPaisa: size.minimumPaisa, enabled: size.enabled, position };
        await tx.printSize.upsert({ where: { key }, update: data, create: { key, ...data } });
      }
      await tx.printSize.deleteMany({ where: { key: { notIn: keptSizes } } });

      const takenFrames = new Set(frameKeys);
      const keptFrames: string[] = [];
      for (const [position, frame] of lists.frames.entries()) {
        const key = frame.key || priceListKey(frame.name, takenFrames);
        takenFrames.add(key);
        keptFrames.push(key);
        const data = { name: frame.name, pricePaisa: frame.pricePaisa, onQuote: frame.onQuote, enabled: frame.enabled, position };
        await tx.frameOption.upsert({ where: { key }, update: data, create: { key, ...data } });
      }
      await tx.frameOption.deleteMany({ where: { key: { notIn: keptFrames } } });
    });
    revalidatePublic(CACHE_TAGS.priceLists);
    return withMessage(priceListFormText(await loadPriceLists(db)), PRICE_LIST_MESSAGES.saved);
  },
  { failureMessage: PRICE_LIST_MESSAGES.failed },
);
