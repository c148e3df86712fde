"use client";

import { useEffect, useMemo } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { X_ICON } from "./payment-icons";
import { fillString } from "@/lib/i18n/client-strings";
import { toDevanagariDigits } from "@/lib/i18n/digits";
import type { ScreenshotStrings } from "./payment-words";

/** A file's size in whole kilobytes, in the page's digits. */
function kilobytes(bytes: number, nepaliDigits: boolean): string {
  const figure = (bytes / 1024).toFixed(0);
  return nepaliDigits ? toDevanagariDigits(figure) : figure;
}

/**
 * The chosen screenshot: its picture, name and size, and 'Remove'. Fetched when a file is first
 * chosen (components/checkout/screenshot-input.tsx), not with the payment step.
 */
export function ScreenshotPreview({ file, disabled, strings, onRemove }: { file: File; disabled?: boolean; strings: ScreenshotStrings; onRemove: () => void }) {
  const preview = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);
  return (
    <div className="flex items-start gap-4 rounded-lg border border-border p-3">
      {/* A local object URL: next/image cannot optimise it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={preview} alt={strings.previewAlt} className="h-32 w-auto max-w-[10rem] rounded object-contain" data-testid="screenshot-preview" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium">{file.name}</p>
        <p className="text-muted-foreground">{fillString(strings.sizeKb, { size: kilobytes(file.size, strings.nepaliDigits) })}</p>
        <button
          type="button"
          disabled={disabled}
          onClick={onRemove}
          className="mt-2 inline-flex items-center gap-1 rounded-md px-2 py-1 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <PathIcon paths={X_ICON} className="size-4" /> {strings.remove}
        </button>
      </div>
    </div>
  );
}
