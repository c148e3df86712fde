import "server-only";
/**
 * One image per request for the back-office dialogs (artwork, service, about images). The
 * browser has already fitted the picture (lib/images/compress-in-browser.ts); the route has
 * streamed it to a temporary file, bounded by the target's limit (lib/http/streamed-upload.ts).
 * The server checks everything again: size, magic bytes, full decode, re-encode (lib/images). It
 * answers the stored URL and pixel size; the dialog's save then sends URLs, never files.
 *
 * The caller (app/admin/uploads/route.ts) checks the administrator first.
 */
import { z } from "zod";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { storeUploadedImage, type StoredImage } from "@/lib/images/stored-files";
import { ImageRejectedError, type ImageFile } from "@/lib/images";
import { DemoModeError } from "@/lib/domain/demo-mode";
import { IMAGE_RULES, type ImageKind } from "@/lib/images/rules";
import { ADMIN_UPLOAD_TARGETS, UPLOAD_MESSAGES, type AdminUploadTarget } from "@/lib/domain/admin/uploads";
import type { StoragePlace } from "@/lib/storage";

const WHERE: Record<AdminUploadTarget, { place: StoragePlace; kind: ImageKind; folder?: string }> = {
  artwork: { place: "artworks", kind: "artwork" },
  service: { place: "services", kind: "service" },
  about: { place: "about-images", kind: "about" },
  "about-profile": { place: "about-images", kind: "about", folder: "profile" },
};

const input = z.object({
  target: z.enum(ADMIN_UPLOAD_TARGETS, { error: UPLOAD_MESSAGES.unknownTarget }),
  file: z.custom<ImageFile>(
    (v) => typeof v === "object" && v !== null && typeof (v as ImageFile).path === "string" && typeof (v as ImageFile).size === "number" && (v as ImageFile).size > 0,
    { error: UPLOAD_MESSAGES.noFile },
  ),
});

/** The largest file a target takes (the route bounds the stream with it); the largest of all for an unknown target. */
export function uploadLimitFor(target: string | undefined): number {
  const known = ADMIN_UPLOAD_TARGETS.find((t) => t === target);
  return known ? IMAGE_RULES[WHERE[known].kind].maxBytes : Math.max(...ADMIN_UPLOAD_TARGETS.map((t) => IMAGE_RULES[WHERE[t].kind].maxBytes));
}

/** The message for a file over its target's limit. */
export function tooLargeMessageFor(target: string | undefined): string {
  const known = ADMIN_UPLOAD_TARGETS.find((t) => t === target);
  return IMAGE_RULES[WHERE[known ?? "artwork"].kind].tooLargeMessage;
}

export type AdminUploadResult = { ok: true; data: StoredImage; message: string } | { ok: false; message: string };

/** Checks and stores one uploaded image (on disk) for a back-office dialog. Nothing is stored on refusal. */
export async function storeAdminUpload(target: unknown, file: ImageFile | null): Promise<AdminUploadResult> {
  try {
    assertWritable(DEMO_MESSAGES.imageUpload);
    const parsed = input.safeParse({ target, file });
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? UPLOAD_MESSAGES.failed };
    const where = WHERE[parsed.data.target];
    const rule = IMAGE_RULES[where.kind];
    // Refused before a byte of it is decoded.
    if (parsed.data.file.size > rule.maxBytes) return { ok: false, message: rule.tooLargeMessage };
    return { ok: true, data: await storeUploadedImage(where.place, where.kind, parsed.data.file, where.folder), message: UPLOAD_MESSAGES.uploaded };
  } catch (error) {
    if (error instanceof DemoModeError || error instanceof ImageRejectedError) return { ok: false, message: error.message };
    console.error(`[uploads] ${UPLOAD_MESSAGES.failed}:`, error instanceof Error ? error.message : error);
    return { ok: false, message: UPLOAD_MESSAGES.failed };
  }
}
