"use server";
/**
 * Back-office commission actions (the order page's commission panel): move the stage, post an
 * update with photos, allow "ship anyway", cancel under the policy. Built on adminAction:
 * administrator (or assistant: the day's work) first, then input, then lib/orders/commission.ts.
 */
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { formatNpr } from "@/lib/money";
import { STAGE_LABELS } from "@/lib/domain/commission";
import { OrderTransitionError } from "@/lib/orders/ledger";
import { allowShipAnyway, cancelCommission, COMMISSION_MESSAGES, moveCommissionStage, postCommissionUpdate } from "@/lib/orders/commission";
import { storeUpdatePhotos, removeUpdatePhotos } from "@/lib/orders/commission-photos";
import { cancelCommissionInput, moveStageInput, orderOnlyCommissionInput, postUpdateInput } from "@/lib/validation/commissions";

function refused(error: unknown): never {
  if (error instanceof OrderTransitionError) throw new AdminActionError(error.message);
  throw error;
}

export const moveCommissionStageAction = adminAction(
  moveStageInput,
  async ({ orderId, stage }, admin) => {
    assertWritable(DEMO_MESSAGES.updateOrder);
    await moveCommissionStage(orderId, stage, { actor: admin }).catch(refused);
    return withMessage({ stage }, COMMISSION_MESSAGES.moved(STAGE_LABELS[stage]));
  },
  { permission: "orders" },
);

export const postCommissionUpdateAction = adminAction(
  postUpdateInput,
  async ({ orderId, note, photos }, admin) => {
    assertWritable(DEMO_MESSAGES.imageUpload);
    const stored = await storeUpdatePhotos(photos);
    if (!stored.ok) throw new AdminActionError(stored.message);
    try {
      await postCommissionUpdate(orderId, { note, photos: stored.photos }, { actor: admin });
    } catch (error) {
      await removeUpdatePhotos(stored.photos);
      refused(error);
    }
    return withMessage({ photos: stored.photos.length }, COMMISSION_MESSAGES.posted);
  },
  { permission: "orders" },
);

export const allowShipAnywayAction = adminAction(
  orderOnlyCommissionInput,
  async ({ orderId }, admin) => {
    assertWritable(DEMO_MESSAGES.updateOrder);
    await allowShipAnyway(orderId, { actor: admin }).catch(refused);
    return withMessage({ orderId }, COMMISSION_MESSAGES.overrideRecorded);
  },
  { permission: "orders" },
);

export const cancelCommissionAction = adminAction(
  cancelCommissionInput,
  async ({ orderId, method, reference, reason }, admin) => {
    assertWritable(DEMO_MESSAGES.updateOrder);
    const result = await cancelCommission(orderId, { method, reference: reference ?? null, reason }, { actor: admin }).catch(refused);
    return withMessage(
      { refundedPaisa: Number(result.refundedPaisa) },
      result.refundedPaisa > BigInt(0) ? `Commission cancelled; ${formatNpr(Number(result.refundedPaisa))} refunded.` : "Commission cancelled; nothing was refundable.",
    );
  },
  { permission: "orderMoney" },
);
