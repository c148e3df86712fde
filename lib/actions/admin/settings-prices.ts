"use server";
/**
 * Settings -> Prices, on the action client: saves the print sizes and frame options with their
 * prices in one go. Rows keep their keys (carried by carts and orders); a new row gets a key
 * from its name; a row left out of the form is removed (its works then no longer offer it).
 * The public artwork pages that show the lists are refreshed at once; orders already placed
 * keep the prices they were placed with. Each size or frame added, changed or removed is an entry
 * of the activity log, written in the same transaction.
 */
import { kickEmailWorker } from "@/lib/email/outbox";
import { queuePrintAlerts } from "@/lib/mailing-list/alerts";
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { loadPriceLists } from "@/lib/data/price-lists";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { PRICE_LIST_MESSAGES, priceListFormSchema, priceListFormText } from "@/lib/domain/admin/price-list-form";
import { priceListKey } from "@/lib/domain/price-lists";
import { z } from "@/lib/validation/z";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordActivity, recordUpdate, type ActivityActor } from "@/lib/activity/log";

type Tx = Prisma.TransactionClient;
type Rows = Map<string, Record<string, unknown>>;

/**
 * The lists as the activity log compares them: one entry per row, by its key. A row's position
 * is left out: removing one row moves the others up, which is no change of theirs.
 */
async function loggedLists(tx: Tx): Promise<{ sizes: Rows; frames: Rows }> {
  const [sizes, frames] = await Promise.all([
    tx.printSize.findMany({ select: { key: true, name: true, dimensions: true, shareBps: true, minimumPaisa: true, enabled: true } }),
    tx.frameOption.findMany({ select: { key: true, name: true, pricePaisa: true, onQuote: true, enabled: true } }),
  ]);
  return {
    sizes: new Map(sizes.map(({ key, ...row }) => [key, row])),
    frames: new Map(frames.map(({ key, ...row }) => [key, row])),
  };
}

async function recordListChanges(tx: Tx, actor: ActivityActor, what: "Print size" | "Frame", before: Rows, after: Rows): Promise<void> {
  const prefix = what === "Frame" ? "frame" : "size";
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(key);
    const now = after.get(key);
    const subject = `${what}: ${String((now ?? was)?.name ?? key)}`;
    const entry = { kind: "price_list" as const, subjectId: `${prefix}:${key}`, subject };
    if (!was) await recordActivity(tx, actor, { ...entry, action: "created", after: now });
    else if (!now) await recordActivity(tx, actor, { ...entry, action: "deleted", before: was });
    else await recordUpdate(tx, actor, { ...entry, before: was, after: now });
  }
}

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
  async (lists, admin) => {
    assertWritable(DEMO_MESSAGES.updateSettings);
    const alerts = await db.$transaction(async (tx) => {
      // One save at a time (orders keep reading the lists meanwhile: plain reads are not blocked).
      await tx.$executeRaw`LOCK TABLE print_sizes, frame_options IN SHARE ROW EXCLUSIVE MODE`;
      const before = await loggedLists(tx);
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
      const after = await loggedLists(tx);
      await recordListChanges(tx, admin, "Print size", before.sizes, after.sizes);
      await recordListChanges(tx, admin, "Frame", before.frames, after.frames);
      // A size switched on may bring prints of sold originals: their alerts go out with the change.
      return queuePrintAlerts(tx);
    });
    if (alerts.length > 0) kickEmailWorker();
    revalidatePublic(CACHE_TAGS.priceLists);
    return withMessage(priceListFormText(await loadPriceLists(db)), PRICE_LIST_MESSAGES.saved);
  },
  { failureMessage: PRICE_LIST_MESSAGES.failed, permission: "settings" },
);
