"use client";

import { startTransition, useId, useRef } from "react";
import { lazyOr } from "@/components/ui/lazy-or";
import { PathIcon } from "@/components/ui/stroke-icon";
import { IMAGE_UP_ICON } from "./payment-icons";
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_MIME_TYPES } from "@/lib/images/screenshot-limits";
import type { ScreenshotStrings } from "./payment-words";

/** File name endings of the accepted types, for pickers that filter by name. */
const SCREENSHOT_EXTENSIONS: Record<string, string[]> = {
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/webp": [".webp"],
};

/** PNG, JPG, JPEG (spec section 5) and WebP: exactly the types the server accepts. */
export const SCREENSHOT_ACCEPT = [...SCREENSHOT_MIME_TYPES, ...SCREENSHOT_MIME_TYPES.flatMap((t) => SCREENSHOT_EXTENSIONS[t] ?? [])].join(",");

/** The browser's first check of a chosen file (same types as the server); the server decodes the bytes again. */
export function screenshotProblem(file: File, strings: Pick<ScreenshotStrings, "notAnImage" | "tooLarge">): string | null {
  if (!SCREENSHOT_MIME_TYPES.includes(file.type)) return strings.notAnImage;
  if (file.size > SCREENSHOT_MAX_BYTES) return strings.tooLarge;
  return null;
}

/*
 * The chosen file's preview is fetched when a file is first chosen: the choice is shown in a
 * transition, so the box to drop a file in stays until the preview's code is there.
 */
const ScreenshotPreview = lazyOr(
  () => import("./screenshot-preview").then((module) => module.ScreenshotPreview),
  // Not fetched: the chosen file's name, and 'Remove'.
  ({ file, disabled, strings, onRemove }) => (
    <p className="flex items-center gap-3 rounded-lg border border-border p-3 text-sm" data-testid="screenshot-preview">
      <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
      <button type="button" disabled={disabled} onClick={onRemove} className="rounded-md px-2 py-1 text-muted-foreground hover:bg-muted">
        {strings.remove}
      </button>
    </p>
  ),
);

/** Payment screenshot upload with a preview; `onChange(null)` when removed or refused. */
export function ScreenshotInput({
  file,
  error,
  onChange,
  disabled,
  strings,
}: {
  /** The words in the page's language (lib/i18n/payment-strings.ts). */
  strings: ScreenshotStrings;
  file: File | null;
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium">
        {strings.label} <span aria-hidden="true">*</span>
      </label>
      {file ? (
        <ScreenshotPreview
          file={file}
          disabled={disabled}
          strings={strings}
          onRemove={() => {
            onChange(null, null);
            if (input.current) input.current.value = "";
          }}
        />
      ) : (
        <label
          htmlFor={id}
          className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-input px-4 py-8 text-center text-sm hover:bg-muted/50"
        >
          <PathIcon paths={IMAGE_UP_ICON} className="size-8 text-muted-foreground" />
          <span className="font-medium">{strings.upload}</span>
          <span className="text-muted-foreground">{strings.types}</span>
        </label>
      )}
      <input
        ref={input}
        id={id}
        name="screenshot"
        type="file"
        accept={SCREENSHOT_ACCEPT}
        disabled={disabled}
        className="sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          if (!chosen) return;
          const problem = screenshotProblem(chosen, strings);
          if (problem) {
            event.target.value = "";
            onChange(null, problem);
          } else {
            startTransition(() => onChange(chosen, null));
          }
        }}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-destructive" data-testid="screenshot-error">
          {error}
        </p>
      )}
    </div>
  );
}
