import "server-only";
import { AdminAccessError, requireAdmin } from "@/lib/auth/require-admin";

/**
 * The authorization check that opens every content action: null for an administrator (role
 * re-read from the database), otherwise the refusal to answer ('Access Denied: Admin privileges
 * required for this action'). Nothing else runs for a refused caller.
 */
export async function refuseUnlessAdmin(): Promise<{ ok: false; message: string } | null> {
  try {
    await requireAdmin();
    return null;
  } catch (error) {
    if (error instanceof AdminAccessError) return { ok: false, message: error.message };
    throw error;
  }
}
