/** Inputs of commissions (back office and the buyer's order page), with the product's messages. */
import { z } from "zod";
import { COMMISSION_STAGES, MAX_BUYER_COMMENT, MAX_CHANGE_ROUNDS, MAX_UPDATE_NOTE, MAX_UPDATE_PHOTOS } from "@/lib/domain/commission";
import { MAX_POLICY_NOTE, REFUND_UNTIL } from "@/lib/domain/commission-policy";
import { MANUAL_METHODS } from "@/lib/domain/ledger";

export const COMMISSION_INPUT_MESSAGES = {
  order: "Order not found",
  stage: "Unknown commission stage.",
  note: `Keep the note under ${MAX_UPDATE_NOTE} characters.`,
  photos: `Attach up to ${MAX_UPDATE_PHOTOS} photos.`,
  empty: "Write a note or attach a photo.",
  photo: "Each photo must be an image file.",
  comment: `Keep your comment under ${MAX_BUYER_COMMENT} characters.`,
  commentNeeded: "Tell the artist what to change.",
  decision: "Choose Approve or Ask for changes.",
  token: "Order not found",
  reason: "Give a reason (up to 300 characters).",
  method: "Choose how the refund is paid.",
  deposit: "The deposit is a whole percent from 1 to 100.",
  rounds: `Included change rounds: a whole number from 0 to ${MAX_CHANGE_ROUNDS}.`,
  policy: `Keep the note beside the cancellation policy to ${MAX_POLICY_NOTE} characters.`,
  refundUntil: "Choose until when the deposit is refunded in full.",
  keepPercent: "The share of the deposit kept is a whole percent from 1 to 100.",
} as const;

const orderId = z.uuid({ error: COMMISSION_INPUT_MESSAGES.order });

export const moveStageInput = z.object({
  orderId,
  stage: z.enum(COMMISSION_STAGES, { error: COMMISSION_INPUT_MESSAGES.stage }),
});

export const orderOnlyCommissionInput = z.object({ orderId });

/** The update form (multipart): a note and up to 4 photos, bounded before anything is decoded. */
export const postUpdateInput = z.preprocess(
  (value) =>
    value instanceof FormData
      ? { orderId: value.get("orderId"), note: value.get("note") ?? "", photos: value.getAll("photos").slice(0, MAX_UPDATE_PHOTOS + 1) }
      : value,
  z
    .object({
      orderId,
      note: z.string({ error: COMMISSION_INPUT_MESSAGES.note }).max(MAX_UPDATE_NOTE, { error: COMMISSION_INPUT_MESSAGES.note }).transform((s) => s.trim()),
      photos: z
        .array(z.instanceof(File, { error: COMMISSION_INPUT_MESSAGES.photo }))
        .max(MAX_UPDATE_PHOTOS, { error: COMMISSION_INPUT_MESSAGES.photos })
        .transform((files) => files.filter((f) => f.size > 0)),
    })
    .refine((v) => v.note.length > 0 || v.photos.length > 0, { error: COMMISSION_INPUT_MESSAGES.empty }),
);

export const respondInput = z
  .object({
    token: z.string().min(32, { error: COMMISSION_INPUT_MESSAGES.token }).max(64, { error: COMMISSION_INPUT_MESSAGES.token }).regex(/^[A-Za-z0-9_-]+$/, { error: COMMISSION_INPUT_MESSAGES.token }),
    decision: z.enum(["approve", "changes"], { error: COMMISSION_INPUT_MESSAGES.decision }),
    comment: z.string().max(MAX_BUYER_COMMENT, { error: COMMISSION_INPUT_MESSAGES.comment }).default("").transform((s) => s.trim()),
  })
  .refine((v) => v.decision === "approve" || v.comment.length > 0, { error: COMMISSION_INPUT_MESSAGES.commentNeeded, path: ["comment"] });

export const cancelCommissionInput = z.object({
  orderId,
  method: z.enum(MANUAL_METHODS, { error: COMMISSION_INPUT_MESSAGES.method }),
  reference: z.string().max(100).transform((s) => s.trim() || null).nullish(),
  reason: z.string().trim().min(1, { error: COMMISSION_INPUT_MESSAGES.reason }).max(300, { error: COMMISSION_INPUT_MESSAGES.reason }),
});

export const depositPercentField = z.coerce
  .number({ error: COMMISSION_INPUT_MESSAGES.deposit })
  .int({ error: COMMISSION_INPUT_MESSAGES.deposit })
  .min(1, { error: COMMISSION_INPUT_MESSAGES.deposit })
  .max(100, { error: COMMISSION_INPUT_MESSAGES.deposit });

export const changeRoundsField = z.coerce
  .number({ error: COMMISSION_INPUT_MESSAGES.rounds })
  .int({ error: COMMISSION_INPUT_MESSAGES.rounds })
  .min(0, { error: COMMISSION_INPUT_MESSAGES.rounds })
  .max(MAX_CHANGE_ROUNDS, { error: COMMISSION_INPUT_MESSAGES.rounds });

/** The artist's optional note shown beside the policy's sentence ("" for none). */
export const cancellationPolicyField = z
  .string({ error: COMMISSION_INPUT_MESSAGES.policy })
  .trim()
  .max(MAX_POLICY_NOTE, { error: COMMISSION_INPUT_MESSAGES.policy });

export const refundUntilField = z.enum(REFUND_UNTIL, { error: COMMISSION_INPUT_MESSAGES.refundUntil });

/** The share of the deposit kept once the point is passed (0 would make the choice meaningless). */
export const keepPercentField = z.coerce
  .number({ error: COMMISSION_INPUT_MESSAGES.keepPercent })
  .int({ error: COMMISSION_INPUT_MESSAGES.keepPercent })
  .min(1, { error: COMMISSION_INPUT_MESSAGES.keepPercent })
  .max(100, { error: COMMISSION_INPUT_MESSAGES.keepPercent });
