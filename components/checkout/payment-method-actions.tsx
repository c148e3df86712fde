"use client";

import { useRef, useState } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { CHECK_ICON, COPY_ICON, DOWNLOAD_ICON } from "./payment-icons";
import { Button } from "@/components/ui/button";
import { useCopyFeedback } from "@/components/ui/use-copy-feedback";

/**
 * The buttons of a way to pay (components/checkout/payment-methods.tsx draws the rest of each
 * panel on the server): copy a value, and 'Save QR'.
 */

/** Copies a value (an ID, the amount, the remark); "Copied" for 2 s. `label` is the button's full name. */
export function CopyValueButton({ value, label, copy, copied: copiedWord }: { value: string; label: string; copy: string; copied: string }) {
  const [copied, setCopied] = useCopyFeedback();
  async function onCopy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an old browser or a refused permission): the value stays selectable.
      setCopied(false);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={onCopy} aria-label={label} className="shrink-0">
      {copied ? <PathIcon paths={CHECK_ICON} /> : <PathIcon paths={COPY_ICON} />}
      <span aria-live="polite">{copied ? copiedWord : copy}</span>
    </Button>
  );
}

/** The same drawing as the QR on screen (lib/payments/qr-image.ts), 1024 pixels wide. */
const PNG_OPTIONS = { errorCorrectionLevel: "M" as const, margin: 4, color: { dark: "#000000", light: "#ffffff" }, width: 1024 };

/**
 * 'Save QR': the QR as a 1024-pixel PNG, for paying from the phone's gallery. Drawing it is a
 * quarter of a second of a phone's main thread, so it is drawn only when the buyer reaches for
 * the link (pointer, touch or keyboard focus), with qrcode loaded then.
 */
export function SaveQrLink({ payload, fileName, label }: { payload: string; fileName: string; label: string }) {
  const [png, setPng] = useState<string | null>(null);
  const drawing = useRef<Promise<string | null> | null>(null);
  function preparePng(): Promise<string | null> {
    drawing.current ??= import("qrcode")
      .then((QRCode) => QRCode.toDataURL(payload, PNG_OPTIONS))
      .then(
        (url) => {
          setPng(url);
          return url;
        },
        () => {
          drawing.current = null;
          return null;
        },
      );
    return drawing.current;
  }
  return (
    <a
      href={png ?? "#save-qr"}
      download={fileName}
      onPointerEnter={() => void preparePng()}
      onTouchStart={() => void preparePng()}
      onFocus={() => void preparePng()}
      onClick={(event) => {
        if (png) return;
        // Pressed before the picture was ready: save it as soon as it is drawn.
        event.preventDefault();
        void preparePng().then((url) => {
          if (!url) return;
          const link = document.createElement("a");
          link.href = url;
          link.download = fileName;
          document.body.append(link);
          link.click();
          link.remove();
        });
      }}
      className="inline-flex h-10 items-center gap-2 rounded-md border border-input px-4 text-sm font-medium hover:bg-muted"
      data-testid="save-qr"
    >
      <PathIcon paths={DOWNLOAD_ICON} className="size-4" /> {label}
    </a>
  );
}
