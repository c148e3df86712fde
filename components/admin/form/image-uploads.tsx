"use client";
/**
 * Image uploads of the back-office dialogs: each chosen file is compressed in the browser
 * (lib/images/compress-in-browser.ts), then posted alone to /admin/uploads with its own progress.
 * A refused file stays listed with the reason until dismissed; nothing else in the dialog changes
 * (what was typed stays, the dialog stays open). The dialog receives each stored image's URL in
 * the order the files were chosen, and its save sends those URLs.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { AlertCircle, Loader2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { compressImageInBrowser } from "@/lib/images/compress-in-browser";
import { IMAGE_RULES, acceptAttribute } from "@/lib/images/rules";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { ADMIN_UPLOAD_PATH, UPLOAD_KIND, UPLOAD_MESSAGES, type AdminUploadTarget } from "@/lib/domain/admin/uploads";

export interface StoredUpload {
  url: string;
  width: number;
  height: number;
}

export interface UploadItem {
  id: number;
  name: string;
  stage: "waiting" | "compressing" | "uploading" | "failed";
  /** 0..100 within the stage. */
  percent: number;
  message?: string;
}

type PostResult = { ok: true; image: StoredUpload } | { ok: false; message: string };

/** Posts one file; reports the bytes sent. Never rejects: every failure becomes a message. */
function postFile(target: AdminUploadTarget, file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<PostResult> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.set("target", target);
    body.set("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", ADMIN_UPLOAD_PATH);
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = null;
      }
      const data = parsed as { url?: unknown; width?: unknown; height?: unknown; error?: unknown } | null;
      if (xhr.status >= 200 && xhr.status < 300 && data && typeof data.url === "string") {
        resolve({ ok: true, image: { url: data.url, width: Number(data.width) || 0, height: Number(data.height) || 0 } });
        return;
      }
      if (data && typeof data.error === "string") {
        resolve({ ok: false, message: data.error });
        return;
      }
      // Refusals made before the application (body limit, session gate) answer plain text.
      if (xhr.status === 413) resolve({ ok: false, message: IMAGE_RULES[UPLOAD_KIND[target]].tooLargeMessage });
      else if (xhr.status === 401) resolve({ ok: false, message: AUTH_MESSAGES.sessionExpired });
      else if (xhr.status === 403) resolve({ ok: false, message: AUTH_MESSAGES.accessDenied });
      else resolve({ ok: false, message: UPLOAD_MESSAGES.failed });
    };
    xhr.onerror = () => resolve({ ok: false, message: UPLOAD_MESSAGES.network });
    xhr.ontimeout = () => resolve({ ok: false, message: UPLOAD_MESSAGES.network });
    xhr.onabort = () => resolve({ ok: false, message: UPLOAD_MESSAGES.failed });
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * Uploads for one dialog. `onStored` gets each stored image, in the order chosen. `cancel()`
 * (on closing the dialog) stops what is still under way.
 */
export function useImageUploads(target: AdminUploadTarget, onStored: (image: StoredUpload) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextId = useRef(1);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const controller = useRef(new AbortController());
  const stored = useRef(onStored);
  useEffect(() => {
    stored.current = onStored;
  }, [onStored]);
  useEffect(() => {
    const own = new AbortController();
    controller.current = own;
    return () => own.abort();
  }, []);

  const update = useCallback((id: number, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const rule = IMAGE_RULES[UPLOAD_KIND[target]];
      const entries = files.map((file) => ({ id: nextId.current++, file }));
      setItems((list) => [...list, ...entries.map(({ id, file }) => ({ id, name: file.name || "image", stage: "waiting" as const, percent: 0 }))]);
      const signal = controller.current.signal;
      for (const { id, file } of entries) {
        // One file at a time, in the order chosen: the images keep that order.
        queue.current = queue.current.then(async () => {
          if (signal.aborted) return;
          update(id, { stage: "compressing", percent: 0 });
          let upload: File;
          try {
            upload = await compressImageInBrowser(file, { maxBytes: rule.maxBytes, signal, onProgress: (percent) => update(id, { percent }) });
          } catch {
            return;
          }
          if (signal.aborted) return;
          if (upload.size > rule.maxBytes) {
            update(id, { stage: "failed", message: rule.tooLargeMessage });
            return;
          }
          update(id, { stage: "uploading", percent: 0 });
          const result = await postFile(target, upload, (percent) => update(id, { percent }), signal);
          if (signal.aborted) return;
          if (result.ok) {
            setItems((list) => list.filter((item) => item.id !== id));
            stored.current(result.image);
          } else {
            update(id, { stage: "failed", message: result.message });
          }
        });
      }
    },
    [target, update],
  );

  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);

  const cancel = useCallback(() => {
    controller.current.abort();
    controller.current = new AbortController();
    queue.current = Promise.resolve();
    setItems([]);
  }, []);

  const busy = items.some((item) => item.stage !== "failed");
  const pending = items.filter((item) => item.stage !== "failed").length;
  return { items, busy, pending, add, dismiss, cancel, accept: acceptAttribute(UPLOAD_KIND[target]) };
}

const STAGE_TEXT: Record<UploadItem["stage"], string> = {
  waiting: "Waiting",
  compressing: "Preparing",
  uploading: "Uploading",
  failed: "Not uploaded",
};

/** The files under way and the refused ones, each with its progress or its reason. */
export function UploadProgressList({ items, onDismiss }: { items: readonly UploadItem[]; onDismiss: (id: number) => void }) {
  if (items.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Uploads">
      {items.map((item) => (
        <li
          key={item.id}
          className={`rounded-md border p-2 text-sm ${item.stage === "failed" ? "border-destructive/50 bg-destructive/5" : "border-border bg-card"}`}
          data-upload-stage={item.stage}
        >
          <div className="flex items-center gap-2">
            {item.stage === "failed" ? (
              <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
            ) : (
              <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground motion-reduce:animate-none" aria-hidden="true" />
            )}
            <span className="min-w-0 flex-1 truncate font-medium" title={item.name}>
              {item.name}
            </span>
            <span className="shrink-0 text-xs text-muted-foreground">
              {STAGE_TEXT[item.stage]}
              {item.stage === "compressing" || item.stage === "uploading" ? ` ${item.percent}%` : ""}
            </span>
            {item.stage === "failed" && (
              <Button type="button" variant="ghost" size="sm" className="h-7 px-1.5" aria-label={`Dismiss ${item.name}`} onClick={() => onDismiss(item.id)}>
                <X aria-hidden="true" />
              </Button>
            )}
          </div>
          {item.stage === "failed" ? (
            <p role="alert" className="mt-1 text-destructive">
              {item.message}
            </p>
          ) : (
            <progress
              className="mt-2 block h-1.5 w-full overflow-hidden rounded-full accent-primary [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
              max={100}
              value={item.stage === "waiting" ? 0 : item.stage === "compressing" ? Math.round(item.percent * 0.3) : 30 + Math.round(item.percent * 0.7)}
              aria-label={`${item.name}: ${STAGE_TEXT[item.stage]}`}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
