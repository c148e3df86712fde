"use server";
/** Uploads the back-office dialogs made but did not keep; checks the administrator first. */
import { refuseUnlessAdmin } from "@/lib/content/admin-guard";
import { discardUnusedUploads } from "@/lib/content/files";
import { ok } from "@/lib/content/result";
import { isDemoMode } from "@/lib/demo";

export async function discardUploadsAction(urls: unknown) {
  const denied = await refuseUnlessAdmin();
  if (denied) return denied;
  // Demo mode stores no uploads, so there is nothing to discard.
  if (isDemoMode()) return ok({ removed: 0 });
  try {
    return ok({ removed: await discardUnusedUploads(urls) });
  } catch (error) {
    console.error("[uploads] could not discard:", error instanceof Error ? error.message : error);
    return ok({ removed: 0 });
  }
}
