/**
 * A commission's terms, fixed when its order is placed (inside placing's transaction): the
 * deposit of each commission line at its service's percent, the balance held back until the work
 * is ready, the change rounds included and the cancellation policy of the moment.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import { paisaFromDb } from "@/lib/money";
import { DEFAULT_CHANGE_ROUNDS, DEFAULT_DEPOSIT_PERCENT, isDepositPercent, orderDeposit } from "@/lib/domain/commission";
import { readPolicy } from "@/lib/domain/commission-policy";
import { policyText } from "@/lib/domain/commission-policy-sentence";
import { isLocale } from "@/lib/i18n/locales";

type Tx = Prisma.TransactionClient;

/** Creates the order's commission row when it has commission lines; returns its id or null. */
export async function recordCommissionTerms(tx: Tx, orderId: string): Promise<string | null> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      totalPaisa: true,
      createdAt: true,
      lines: {
        where: { lineType: "service", commission: { not: { equals: null } } },
        select: { lineTotalPaisa: true, service: { select: { depositPercent: true } } },
      },
    },
  });
  const lines = order.lines.filter((line) => line.service);
  if (lines.length === 0) return null;
  const settings = await tx.settings.findUnique({
    where: { id: 1 },
    select: { commissionChangeRounds: true, commissionCancellationPolicy: true, commissionRefundUntil: true, commissionKeepPercent: true },
  });
  const split = orderDeposit(
    order.totalPaisa,
    lines.map((line) => ({
      lineTotalPaisa: line.lineTotalPaisa,
      depositPercent: isDepositPercent(line.service?.depositPercent) ? line.service.depositPercent : DEFAULT_DEPOSIT_PERCENT,
    })),
  );
  const created = await tx.commission.create({
    data: {
      orderId,
      balanceHeldPaisa: split.balanceHeldPaisa,
      depositPaisa: split.depositPaisa,
      includedRounds: settings?.commissionChangeRounds ?? DEFAULT_CHANGE_ROUNDS,
      // The policy in force now, copied: a later change of the settings leaves this order alone.
      ...readPolicy({ refundUntil: settings?.commissionRefundUntil, keepPercent: settings?.commissionKeepPercent }),
      cancellationPolicy: settings?.commissionCancellationPolicy?.trim() ?? "",
      createdAt: order.createdAt,
    },
    select: { id: true },
  });
  return created.id;
}

/** The commission part of the confirmation email (null for an order without a commission). */
export async function commissionEmailTerms(tx: Tx, orderId: string): Promise<{ depositAmount: number; balanceAmount: number; policy: string } | null> {
  const commission = await tx.commission.findUnique({
    where: { orderId },
    select: { depositPaisa: true, balanceHeldPaisa: true, cancellationPolicy: true, refundUntil: true, keepPercent: true, order: { select: { locale: true } } },
  });
  if (!commission) return null;
  return {
    depositAmount: paisaFromDb(commission.depositPaisa),
    balanceAmount: paisaFromDb(commission.balanceHeldPaisa),
    // The sentence in the order's language, generated from the policy copied onto the order.
    policy: policyText(readPolicy(commission), commission.cancellationPolicy, isLocale(commission.order.locale) ? commission.order.locale : "en"),
  };
}
