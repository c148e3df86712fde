import { currentMode, getBoss } from "@/lib/jobs/boss";
import { ensureQueues } from "@/lib/jobs";
import type { JobName } from "@/lib/jobs/definitions";

/** Puts a failed job back in its queue; false when it is not (or no longer) failed. */
export async function retryFailedJob(name: JobName, id: string): Promise<boolean> {
  const boss = await getBoss(currentMode() ?? "producer");
  await ensureQueues(boss);
  // Only a job in state 'failed' is touched (pg-boss gives it one more attempt).
  const result = (await boss.retry(name, id)) as { affected?: number };
  return (result.affected ?? 0) > 0;
}
