"use server";
/**
 * Nepal Can Move from the order page (lib/orders/cash-on-delivery.ts): booking a parcel commits
 * the shop to the courier's charge, so it is for administrators; reading its status too.
 */
import { z } from "@/lib/validation/z";
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { OrderTransitionError } from "@/lib/orders/ledger";
import { bookWithNcm, COD_MESSAGES_ADMIN, refreshNcmStatus } from "@/lib/orders/cash-on-delivery";
import { ORDER_MESSAGES } from "@/lib/validation/admin/orders";

const orderOnly = z.object({ orderId: z.uuid(ORDER_MESSAGES.orderNotFound) });

function refused(error: unknown): never {
  if (error instanceof OrderTransitionError) throw new AdminActionError(error.message);
  throw error;
}

export const bookNcmShipment = adminAction(
  orderOnly,
  async ({ orderId }, admin) => {
    assertWritable(DEMO_MESSAGES.orderStatus);
    const booked = await bookWithNcm(orderId, { actor: admin }).catch(refused);
    return withMessage(booked, COD_MESSAGES_ADMIN.ncmBooked(booked.ncmOrderId));
  },
  { failureMessage: COD_MESSAGES_ADMIN.failed },
);

export const checkNcmStatus = adminAction(
  orderOnly,
  async ({ orderId }) => {
    const answer = await refreshNcmStatus(orderId).catch(refused);
    return withMessage(answer, COD_MESSAGES_ADMIN.ncmStatus(answer.status));
  },
  { failureMessage: COD_MESSAGES_ADMIN.failed },
);
