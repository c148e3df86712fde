"use server";
/**
 * The buyer's answer to a commission's sketch, from the order page reached by the order's own
 * unguessable token (no account): approve, or ask for changes with a comment.
 */
import { respondToCommission } from "@/lib/orders/commission";
import { respondInput } from "@/lib/validation/commissions";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";

export async function respondToCommissionAction(input: unknown): Promise<{ ok: boolean; message: string }> {
  const parsed = respondInput.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid input" };
  try {
    assertWritable(DEMO_MESSAGES.updateOrder);
    return await respondToCommission(parsed.data.token, { decision: parsed.data.decision, comment: parsed.data.comment });
  } catch (error) {
    if (error instanceof Error && error.name === "DemoModeError") return { ok: false, message: error.message };
    console.error("[commission] could not record the answer:", error instanceof Error ? error.message : error);
    return { ok: false, message: "Something went wrong. Please try again." };
  }
}
