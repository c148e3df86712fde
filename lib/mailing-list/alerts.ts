/**
 * Alerts, each sent once through the outbox, queued in the transaction of the change that causes
 * it (lib/actions/admin/artworks.ts, lib/actions/admin/settings-prices.ts):
 * - prints: a confirmed subscriber to a sold original hears once that prints of it can be
 *   ordered (the subscription's alerted_at is claimed first; a second size sends nothing);
 * - category: a confirmed subscriber to a category hears of each new work in it, once per work
 *   (the email's key is the work and the subscription).
 * Both are kept to the list's rate (lib/mailing-list/schedule.ts).
 */
import { enqueueEmail } from "@/lib/email/outbox";
import type { Prisma } from "@/lib/generated/prisma/client";
import { artworkPrintOffer, loadPriceLists, printOfferSelect } from "@/lib/data/price-lists";
import { offeredPrintSizes } from "@/lib/domain/price-lists";
import { offersPrints } from "@/lib/domain/pricing";
import { absoluteUrl } from "@/lib/domain/mailing-list";
import type { ListWorkCard } from "@/lib/email/list-types";
import { siteUrl } from "@/lib/env";
import { artworkUrl, unsubscribeUrls } from "@/lib/mailing-list/links";
import { listSendSlots } from "@/lib/mailing-list/schedule";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { localized } from "@/lib/i18n/localized";

type Tx = Prisma.TransactionClient;

export const workCardSelect = { slug: true, title: true, titleNe: true, images: true, medium: true, mediumNe: true, yearCreated: true } satisfies Prisma.ArtworkSelect;

type CardWork = { slug: string; title: string; titleNe?: string | null; images: string[]; medium: string | null; mediumNe?: string | null; yearCreated: number | null };

/** A work as a card of a list email, in the subscriber's language (Nepali fields where written). */
export function workCard(work: CardWork, locale: Locale = "en"): ListWorkCard {
  const medium = localized(work.medium, work.mediumNe, locale);
  return {
    title: localized(work.title, work.titleNe, locale),
    url: artworkUrl(work.slug, locale),
    imageUrl: absoluteUrl(work.images[0], siteUrl()),
    detail: [medium, work.yearCreated ? String(work.yearCreated) : null].filter(Boolean).join(" · ") || null,
  };
}

/** A subscriber's language as stored ('en' for anything unknown). */
export function localeOf(value: string): Locale {
  return isLocale(value) ? value : "en";
}

/** The language fields of an alert's payload: nothing for English (stored as before). */
export function language(locale: Locale): { locale?: Locale } {
  return locale === "en" ? {} : { locale };
}

/**
 * Queues the prints alerts now due: confirmed, not yet alerted subscriptions (of these works,
 * or of every work) whose work now offers prints. Returns the queued emails' ids.
 */
export async function queuePrintAlerts(tx: Tx, options: { artworkIds?: string[] } = {}): Promise<string[]> {
  const waiting = await tx.listSubscription.findMany({
    where: {
      kind: "prints",
      status: "confirmed",
      alertedAt: null,
      ...(options.artworkIds ? { artworkId: { in: options.artworkIds } } : {}),
    },
    select: { id: true, email: true, locale: true, artwork: { select: { id: true, status: true, pricePaisa: true, ...workCardSelect, ...printOfferSelect } } },
    orderBy: { createdAt: "asc" },
  });
  if (waiting.length === 0) return [];
  const lists = await loadPriceLists(tx);
  const due = waiting.filter(({ artwork }) => {
    if (!artwork) return false;
    const work = { status: artwork.status, pricePaisa: artwork.pricePaisa === null ? null : Number(artwork.pricePaisa) };
    return offersPrints(work) && offeredPrintSizes(lists, artworkPrintOffer(artwork)).length > 0;
  });
  const slots = await listSendSlots(tx, due.length);
  const ids: string[] = [];
  for (const [i, sub] of due.entries()) {
    const artwork = sub.artwork!;
    // Claimed first: a concurrent change (another size added) finds it alerted and sends nothing.
    const claimed = await tx.listSubscription.updateMany({ where: { id: sub.id, alertedAt: null }, data: { alertedAt: new Date() } });
    if (claimed.count === 0) continue;
    const { id } = await enqueueEmail(tx, {
      type: "list_alert",
      to: [sub.email],
      payload: { kind: "prints", work: workCard(artwork, localeOf(sub.locale)), ...unsubscribeUrls(sub.id, localeOf(sub.locale)), ...language(localeOf(sub.locale)) },
      idempotencyKey: `list-alert/${artwork.id}/${sub.id}`,
      notBefore: slots[i],
    });
    ids.push(id);
  }
  return ids;
}

/** Queues "new in this category" for a work just published in (or moved into) a category. */
export async function queueCategoryAlerts(tx: Tx, artworkId: string): Promise<string[]> {
  const work = await tx.artwork.findUnique({ where: { id: artworkId }, select: { id: true, categoryId: true, category: { select: { name: true, nameNe: true } }, ...workCardSelect } });
  if (!work?.categoryId) return [];
  const subscribers = await tx.listSubscription.findMany({
    where: { kind: "category", status: "confirmed", categoryId: work.categoryId },
    select: { id: true, email: true, locale: true },
    orderBy: { createdAt: "asc" },
  });
  const slots = await listSendSlots(tx, subscribers.length);
  const ids: string[] = [];
  for (const [i, sub] of subscribers.entries()) {
    const { id } = await enqueueEmail(tx, {
      type: "list_alert",
      to: [sub.email],
      payload: {
        kind: "category",
        work: workCard(work, localeOf(sub.locale)),
        categoryName: work.category ? localized(work.category.name, work.category.nameNe, localeOf(sub.locale)) : null,
        ...unsubscribeUrls(sub.id, localeOf(sub.locale)),
        ...language(localeOf(sub.locale)),
      },
      idempotencyKey: `list-alert/${work.id}/${sub.id}`,
      notBefore: slots[i],
    });
    ids.push(id);
  }
  return ids;
}

/**
 * The alerts a saved work brings, queued in the save's transaction: prints of it (when it now
 * offers them) and "new in this category" when it was created in, or moved into, a category.
 */
export async function alertsAfterArtworkSaved(tx: Tx, artworkId: string, options: { previousCategoryId: string | null }): Promise<string[]> {
  const ids = await queuePrintAlerts(tx, { artworkIds: [artworkId] });
  const work = await tx.artwork.findUnique({ where: { id: artworkId }, select: { categoryId: true } });
  if (work?.categoryId && work.categoryId !== options.previousCategoryId) ids.push(...(await queueCategoryAlerts(tx, artworkId)));
  return ids;
}
