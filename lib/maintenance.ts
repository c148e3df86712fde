import "server-only";
import { AdminAccessError, requireAdmin } from "@/lib/auth/require-admin";

/**
 * Maintenance mode (settings): visitors see the maintenance page; a signed-in administrator
 * keeps seeing the site (and the back office is never closed). The session is only read when
 * maintenance is on.
 */
export async function visitorSeesMaintenance(maintenanceMode: boolean): Promise<boolean> {
  if (!maintenanceMode) return false;
  try {
    await requireAdmin("backOffice");
    return false;
  } catch (error) {
    if (error instanceof AdminAccessError) return true;
    console.error("[maintenance] could not check the session:", error instanceof Error ? error.message : error);
    return true;
  }
}
