/**
 * GET /api/quick-check: a fresh proof-of-work challenge for the quick check's widget. Reads
 * nothing from the request and touches no database: one signed challenge (one PBKDF2 of the
 * challenge's cost and two HMACs), never cached.
 */
import { connection } from "next/server";
import { createQuickCheck } from "@/lib/abuse/challenge";

export async function GET(): Promise<Response> {
  await connection();
  try {
    const challenge = await createQuickCheck();
    return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("[quick-check] could not make a challenge:", error instanceof Error ? error.message : error);
    return Response.json({ error: "The quick check is unavailable at the moment." }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
