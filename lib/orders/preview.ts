/**
 * Dry runs: a change carried out in full inside its transaction, then rolled back. The back
 * office's confirmation dialogs show what the change would do (who is emailed, which originals
 * become sold, are released or held) from the change itself, not from a second copy of its rules.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { TransitionPreview } from "@/lib/domain/order-transition";

const dryRun = new AsyncLocalStorage<true>();

/** Thrown at the end of a dry run's transaction so that nothing it wrote is kept. */
export class DryRunRollback extends Error {
  constructor(readonly result: unknown) {
    super("dry run");
    this.name = "DryRunRollback";
  }
}

export function isDryRun(): boolean {
  return dryRun.getStore() === true;
}

/** Runs `run` as a dry run; a refusal becomes the preview's refusal. */
export async function previewChange(run: () => Promise<TransitionPreview>): Promise<TransitionPreview> {
  try {
    return await dryRun.run(true, run);
  } catch (err) {
    // An OrderTransitionError (lib/orders/ledger.ts, not imported here: it imports this file).
    const refused = err instanceof Error && err.name === "OrderTransitionError" && (err as { code?: string }).code !== "not_found";
    if (refused) {
      return { refusal: (err as Error).message, emailTo: null, emailKind: null, sold: [], released: [], reserved: [] };
    }
    throw err;
  }
}
