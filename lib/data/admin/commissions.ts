/**
 * The back office's Commissions view and the dashboard's "Commissions waiting on you": every open
 * commission (its order neither cancelled nor done) with its stage, days at that stage, the next
 * action and who waits on whom, derived from its timeline and its order's ledger.
 */
import "server-only";
import { db } from "@/lib/db";
import { requireAdmin } from "@/lib/auth/require-admin";
import { customerNameOf } from "@/lib/domain/customer-name";
import { deriveMoney } from "@/lib/domain/ledger";
import {
  approvalState,
  balanceCalled,
  commissionMoneyLabel,
  currentStage,
  daysBetween,
  nextStep,
  STAGE_LABELS,
  type CommissionStage,
  type Waiting,
} from "@/lib/domain/commission";
import { getCommissionView, type CommissionView } from "@/lib/data/commissions";

export interface OpenCommission {
  orderId: string;
  orderNumber: string;
  customerName: string;
  title: string;
  stage: CommissionStage;
  stageLabel: string;
  daysAtStage: number;
  nextAction: string;
  waitingOn: Waiting;
  moneyLabel: string | null;
}

/** Open commissions, those waiting on the artist first, then the longest at their stage. */
export async function listOpenCommissions(now: Date = new Date()): Promise<OpenCommission[]> {
  await requireAdmin("orders");
  const rows = await db.commission.findMany({
    where: { order: { status: { not: "cancelled" } } },
    orderBy: { createdAt: "asc" },
    take: 500,
    select: {
      depositPaisa: true,
      balanceHeldPaisa: true,
      createdAt: true,
      events: { orderBy: { createdAt: "asc" }, select: { kind: true, stage: true, createdAt: true } },
      order: {
        select: {
          id: true,
          orderNumber: true,
          status: true,
          totalPaisa: true,
          customerEmail: true,
          customerInfo: true,
          paymentSubmittedAt: true,
          claimRejectedAt: true,
          lines: { where: { lineType: "service" }, orderBy: { position: "asc" }, take: 1, select: { title: true } },
          ledger: { select: { kind: true, method: true, amountPaisa: true, createdAt: true, voidedAt: true } },
        },
      },
    },
  });
  const open: OpenCommission[] = [];
  for (const row of rows) {
    const { stage, since } = currentStage(row.events, row.createdAt);
    if (stage === "done") continue;
    const money = deriveMoney({
      totalPaisa: row.order.totalPaisa,
      cancelled: false,
      rows: row.order.ledger,
      submittedAt: row.order.paymentSubmittedAt,
      rejectedAt: row.order.claimRejectedAt,
      commission: { balanceHeldPaisa: row.balanceHeldPaisa, balanceCalled: balanceCalled(stage) },
    });
    const approval = approvalState(row.events);
    const step = nextStep({
      stage,
      depositPaid: money.keptPaisa > BigInt(0) && money.keptPaisa >= row.depositPaisa,
      approval,
      balanceDue: money.duePaisa > BigInt(0),
      cancelled: false,
    });
    open.push({
      orderId: row.order.id,
      orderNumber: row.order.orderNumber,
      customerName: customerNameOf(row.order.customerInfo, row.order.customerEmail),
      title: row.order.lines[0]?.title ?? "Commission",
      stage,
      stageLabel: STAGE_LABELS[stage],
      daysAtStage: daysBetween(since, now),
      nextAction: step.action,
      waitingOn: step.waitingOn,
      moneyLabel: commissionMoneyLabel({ stage, paidPaisa: money.keptPaisa, depositPaisa: row.depositPaisa, duePaisa: money.duePaisa, dueNowPaisa: money.dueNowPaisa, cancelled: false }),
    });
  }
  const rank = { artist: 0, buyer: 1, nobody: 2 } as const;
  return open.sort((a, b) => rank[a.waitingOn] - rank[b.waitingOn] || b.daysAtStage - a.daysAtStage);
}

/** The commission of one order for its back-office page (null without a commission). */
export async function getAdminCommission(orderId: string): Promise<CommissionView | null> {
  await requireAdmin("orders");
  return getCommissionView(orderId, "admin");
}
