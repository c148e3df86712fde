import "server-only";
/**
 * Reads of commissions: one order's commission with its timeline (the buyer's order page and the
 * back office's order page), and the open commissions of the back office's Commissions view.
 *
 * Photos (the buyer's reference photos from checkout and the artist's update photos) are private
 * files: each is shown through a signed link valid for 10 minutes, made here for a page rendered
 * per request (never a cached public page).
 */
import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { paisaFromDb } from "@/lib/money";
import {
  approvalState,
  changeRounds,
  commissionMoneyLabel,
  currentStage,
  daysBetween,
  NEXT_STAGES,
  nextStep,
  responseRefusal,
  stageRefusal,
  STAGE_LABELS,
  type CommissionStage,
  type Waiting,
} from "@/lib/domain/commission";
import { readOrderMoney } from "@/lib/orders/ledger";
import { readPolicy } from "@/lib/domain/commission-policy";
import { policyText } from "@/lib/domain/commission-policy-sentence";
import type { Locale } from "@/lib/i18n/locales";

export const COMMISSION_PHOTO_LINK_TTL_SECONDS = 600;

export interface CommissionPhoto {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface CommissionTimelineEntry {
  id: string;
  kind: "reference" | "stage" | "update" | "approved" | "changes_requested" | "ship_override";
  /** ISO. */
  at: string;
  title: string;
  note: string | null;
  /** Who: "You" / the buyer, or the administrator's email (back office only). */
  actor: string | null;
  photos: CommissionPhoto[];
}

export interface CommissionView {
  orderId: string;
  stage: CommissionStage;
  stageLabel: string;
  /** ISO: when the current stage began. */
  since: string;
  daysAtStage: number;
  depositPaisa: number;
  balancePaisa: number;
  paidPaisa: number;
  duePaisa: number;
  dueNowPaisa: number;
  moneyLabel: string | null;
  includedRounds: number;
  roundsUsed: number;
  offerPricedLine: boolean;
  policy: string;
  approved: boolean;
  changesRequested: boolean;
  /** The buyer may approve or ask for changes now. */
  canRespond: boolean;
  waitingOn: Waiting;
  nextAction: string;
  shipAnyway: boolean;
  cancelled: boolean;
  /** The next stages the transition table allows now (the artist's buttons). */
  allowedMoves: CommissionStage[];
  timeline: CommissionTimelineEntry[];
}

type StoredPhoto = { path: string; width: number; height: number };

function storedPhotos(value: unknown): StoredPhoto[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (p): p is StoredPhoto => typeof p === "object" && p !== null && typeof (p as StoredPhoto).path === "string" && Number.isInteger((p as StoredPhoto).width) && Number.isInteger((p as StoredPhoto).height),
  );
}

async function signed(path: string): Promise<string> {
  return storage().signedUrl(path, COMMISSION_PHOTO_LINK_TTL_SECONDS);
}

const EVENT_TITLES: Record<string, string> = {
  update: "Update from the artist",
  approved: "Sketch approved",
  changes_requested: "Changes asked for",
  ship_override: "Ship anyway (balance still due)",
};

/** One order's commission with its timeline; `audience` decides how people are named. */
export async function getCommissionView(orderId: string, audience: "buyer" | "admin", now: Date = new Date(), locale: Locale = "en"): Promise<CommissionView | null> {
  const commission = await db.commission.findUnique({
    where: { orderId },
    select: {
      depositPaisa: true,
      balanceHeldPaisa: true,
      includedRounds: true,
      cancellationPolicy: true,
      refundUntil: true,
      keepPercent: true,
      createdAt: true,
      events: { orderBy: { createdAt: "asc" }, select: { id: true, kind: true, stage: true, note: true, photos: true, actorEmail: true, createdAt: true } },
      order: {
        select: {
          lines: {
            orderBy: { position: "asc" },
            select: {
              title: true,
              referencePhotos: { orderBy: { createdAt: "asc" }, select: { id: true, storagePath: true, width: true, height: true, createdAt: true } },
            },
          },
        },
      },
    },
  });
  if (!commission) return null;
  const state = await readOrderMoney(db, orderId);
  if (!state) return null;
  const { stage, since } = currentStage(commission.events, commission.createdAt);
  const approval = approvalState(commission.events);
  const cancelled = state.order.status === "cancelled";
  const rounds = changeRounds(approval.changeRounds, commission.includedRounds);
  const { money } = state;
  const step = nextStep({
    stage,
    depositPaid: money.keptPaisa > BigInt(0) && money.keptPaisa >= commission.depositPaisa,
    approval,
    balanceDue: money.duePaisa > BigInt(0),
    cancelled,
  });

  const shipAnyway = commission.events.some((e) => e.kind === "ship_override");
  const context = {
    depositPaid: money.keptPaisa > BigInt(0) && money.keptPaisa >= commission.depositPaisa,
    sketchPosted: approval.sketchPosted,
    approved: approval.approved,
    balanceDue: money.duePaisa > BigInt(0),
    shipAnyway,
    cancelled,
  };
  const allowedMoves = NEXT_STAGES[stage].filter((to) => stageRefusal(stage, to, context) === null);
  const timeline: CommissionTimelineEntry[] = [];
  for (const line of commission.order.lines) {
    if (line.referencePhotos.length === 0) continue;
    timeline.push({
      id: `reference-${line.referencePhotos[0]!.id}`,
      kind: "reference",
      at: line.referencePhotos[0]!.createdAt.toISOString(),
      title: audience === "buyer" ? "Your reference photos" : "The buyer's reference photos",
      note: null,
      actor: null,
      photos: await Promise.all(
        line.referencePhotos.map(async (p, i) => ({ url: await signed(p.storagePath), width: p.width, height: p.height, alt: `Reference photo ${i + 1} for ${line.title}` })),
      ),
    });
  }
  for (const event of commission.events) {
    const kind = event.kind as CommissionTimelineEntry["kind"];
    const title = event.kind === "stage" ? STAGE_LABELS[(event.stage ?? "requested") as CommissionStage] ?? String(event.stage) : (EVENT_TITLES[event.kind] ?? event.kind);
    const photos = storedPhotos(event.photos);
    timeline.push({
      id: event.id,
      kind,
      at: event.createdAt.toISOString(),
      title,
      note: event.note,
      actor: event.actorEmail ? (audience === "admin" ? event.actorEmail : "The artist") : event.kind === "approved" || event.kind === "changes_requested" ? (audience === "buyer" ? "You" : "The buyer") : null,
      photos: await Promise.all(photos.map(async (p, i) => ({ url: await signed(p.path), width: p.width, height: p.height, alt: `Update photo ${i + 1}` }))),
    });
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));

  return {
    orderId,
    stage,
    stageLabel: STAGE_LABELS[stage],
    since: since.toISOString(),
    daysAtStage: daysBetween(since, now),
    depositPaisa: paisaFromDb(commission.depositPaisa),
    balancePaisa: paisaFromDb(commission.balanceHeldPaisa),
    paidPaisa: paisaFromDb(money.paidPaisa),
    duePaisa: paisaFromDb(money.duePaisa),
    dueNowPaisa: paisaFromDb(money.dueNowPaisa),
    moneyLabel: commissionMoneyLabel({ stage, paidPaisa: money.keptPaisa, depositPaisa: commission.depositPaisa, duePaisa: money.duePaisa, dueNowPaisa: money.dueNowPaisa, cancelled }),
    includedRounds: commission.includedRounds,
    roundsUsed: rounds.used,
    offerPricedLine: rounds.offerPricedLine,
    // The sentence generated from the policy copied onto the order, with the artist's note.
    policy: policyText(readPolicy(commission), commission.cancellationPolicy, locale),
    approved: approval.approved,
    changesRequested: approval.changesRequested,
    canRespond: responseRefusal(stage, approval, cancelled) === null,
    waitingOn: step.waitingOn,
    nextAction: step.action,
    shipAnyway,
    cancelled,
    allowedMoves,
    timeline,
  };
}

/** The commission of the order behind a buyer's token (null for an unknown token or no commission). */
export async function getCommissionForToken(token: string, now: Date = new Date(), locale: Locale = "en"): Promise<CommissionView | null> {
  if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) return null;
  const order = await db.order.findUnique({ where: { accessToken: token }, select: { id: true } });
  return order ? getCommissionView(order.id, "buyer", now, locale) : null;
}

/** What the checkout's payment step tells about a commission (no timeline, no photos). */
export async function getCommissionTerms(token: string, locale: Locale = "en"): Promise<{ depositPaisa: number; balancePaisa: number; policy: string } | null> {
  if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) return null;
  const commission = await db.commission.findFirst({
    where: { order: { accessToken: token } },
    select: { depositPaisa: true, balanceHeldPaisa: true, cancellationPolicy: true, refundUntil: true, keepPercent: true },
  });
  return commission
    ? {
        depositPaisa: paisaFromDb(commission.depositPaisa),
        balancePaisa: paisaFromDb(commission.balanceHeldPaisa),
        policy: policyText(readPolicy(commission), commission.cancellationPolicy, locale),
      }
    : null;
}
