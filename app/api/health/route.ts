import { connection } from "next/server";
import { db } from "@/lib/db";

/** Liveness and database check for load balancers and the test harness. */
export async function GET() {
  await connection();
  try {
    await db.$queryRaw`select 1`;
    return Response.json({ ok: true, database: "up" }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json({ ok: false, database: "down" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
