import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";
import { emailsPerDrain } from "@/lib/email/worker";
import { EMAIL_DRAIN_SLOT_SECONDS, JOBS, JOB_NAMES, isJobName } from "@/lib/jobs/definitions";
import { sendOptionsFor } from "@/lib/jobs";
import { errorText } from "@/lib/jobs/failed";
import { retryJobInput } from "@/lib/validation/admin/jobs";

describe("the job queue's rules", () => {
  it("bounds the outbox drain: one per throttle slot, each its slot's share of the rate", () => {
    expect(EMAIL_DRAIN_SLOT_SECONDS).toBe(10);
    expect(emailsPerDrain(120)).toBe(20);
    expect(emailsPerDrain(60)).toBe(10);
    expect(emailsPerDrain(7)).toBe(2);
    expect(sendOptionsFor("email.outbox")).toMatchObject({ singletonSeconds: 10, singletonNextSlot: true });
    // Periodic passes are not throttled: one at a time comes from their queue's policy.
    expect(sendOptionsFor("orders.expire")).toEqual({});
    expect(sendOptionsFor("orders.expire", { singletonKey: "k", startAfter: 30 })).toEqual({ singletonKey: "k", startAfter: 30 });
  });

  it("gives every kind a schedule, retries with backoff and one-at-a-time across instances", () => {
    for (const name of JOB_NAMES) {
      const def = JOBS[name];
      expect(def.cron, name).toMatch(/^[\d*/,-]+( [\d*/,-]+){4}$/);
      expect(def.queue.retryBackoff, name).toBe(true);
      expect(def.queue.retryLimit, name).toBeGreaterThanOrEqual(3);
      expect(["singleton", "exclusive"], name).toContain(def.queue.policy);
      expect(def.queue.heartbeatSeconds, name).toBeGreaterThanOrEqual(10);
    }
    expect(isJobName("email.outbox")).toBe(true);
    expect(isJobName("toString")).toBe(false);
  });

  it("reads the last error pg-boss kept for a failed job", () => {
    expect(errorText({ name: "Error", message: "Khalti answered 502", stack: "…" })).toBe("Khalti answered 502");
    expect(errorText({ value: "plain" })).toBe("plain");
    expect(errorText(null)).toBe("No error recorded");
    expect(errorText({ message: "x".repeat(2000) })).toHaveLength(500);
  });

  it("accepts a retry only for a known kind of job and a job id", () => {
    expect(retryJobInput.safeParse({ name: "orders.expire", id: "5f0c7a8e-8f7e-4a3c-9d43-0f4d2b1c9a11" }).success).toBe(true);
    expect(retryJobInput.safeParse({ name: "drop table", id: "5f0c7a8e-8f7e-4a3c-9d43-0f4d2b1c9a11" }).success).toBe(false);
    expect(retryJobInput.safeParse({ name: "orders.expire", id: "x".repeat(100_000) }).success).toBe(false);
  });
});

describe("EMAIL_SENDS_PER_MINUTE", () => {
  it("defaults to 120 and refuses what is not a whole number from 6 to 6000", () => {
    expect(parseEnv({}).EMAIL_SENDS_PER_MINUTE).toBe(120);
    expect(parseEnv({ EMAIL_SENDS_PER_MINUTE: "600" }).EMAIL_SENDS_PER_MINUTE).toBe(600);
    for (const bad of ["fast", "0", "2.5", "100000"]) {
      expect(() => parseEnv({ EMAIL_SENDS_PER_MINUTE: bad })).toThrow(EnvError);
      try {
        parseEnv({ EMAIL_SENDS_PER_MINUTE: bad });
      } catch (err) {
        expect((err as Error).message).toContain("EMAIL_SENDS_PER_MINUTE must be a whole number from 6 to 6000");
      }
    }
  });
});
