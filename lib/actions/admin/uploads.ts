"use server";
/** Uploads the back-office dialogs made but did not keep, on the action client. */
import { adminAction } from "@/lib/actions/admin/client";
import { isDemoMode } from "@/lib/demo";
import { publicUploadsOf } from "@/lib/domain/admin/uploads";
import { discardUnusedUploads } from "@/lib/images/stored-files";
import { z } from "@/lib/validation/z";

/** The dialog's list of URLs; only stored public uploads nothing uses are removed. */
export const discardUploadsAction = adminAction(
  z.unknown().transform(publicUploadsOf),
  async (urls) => {
    // Demo mode stores no uploads, so there is nothing to discard.
    if (isDemoMode()) return { removed: 0 };
    try {
      return { removed: await discardUnusedUploads(urls) };
    } catch (error) {
      console.error("[uploads] could not discard:", error instanceof Error ? error.message : error);
      return { removed: 0 };
    }
  },
  // The dialogs that upload (artworks, services, About) are administrators' only.
  { permission: "catalogue" },
);
