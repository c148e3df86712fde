/** Runs once when the Next.js server starts: a malformed environment stops it with a clear message. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("@/lib/env");
    env();
  }
}
