import { env } from "@/lib/env";
import { DemoModeError, type DemoMessage } from "@/lib/domain/demo-mode";

export { DEMO_MESSAGES, DemoModeError } from "@/lib/domain/demo-mode";

/** True when the site runs as a read-only showcase (DEMO_MODE=true). */
export function isDemoMode(): boolean {
  return env().DEMO_MODE;
}

/** The first line of every write: refuses with the demo-mode message when DEMO_MODE is on. */
export function assertWritable(message: DemoMessage): void {
  if (env().DEMO_MODE) throw new DemoModeError(message);
}

/** The demo account shown on the site in demo mode, or null outside demo mode. */
export function demoCredentials(): { email: string; password: string } | null {
  const e = env();
  return e.DEMO_MODE ? { email: e.DEMO_ADMIN_EMAIL, password: e.DEMO_ADMIN_PASSWORD } : null;
}
