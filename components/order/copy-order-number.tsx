"use client";

import { PathIcon } from "@/components/ui/stroke-icon";
import { CHECK_ICON, COPY_ICON } from "@/components/checkout/payment-icons";
import { useCopyFeedback } from "@/components/ui/use-copy-feedback";

/** The button's words, in the page's language (translated on the server). */
export interface CopyOrderNumberStrings {
  copy: string;
  copied: string;
  copyLabel: string;
  copiedLabel: string;
}

/** The order number with a copy button ('Copied!' for 2 s). */
export function CopyOrderNumber({ orderNumber, strings }: { orderNumber: string; strings: CopyOrderNumberStrings }) {
  const [copied, setCopied] = useCopyFeedback();

  async function copy() {
    try {
      await navigator.clipboard.writeText(orderNumber);
    } catch {
      // Clipboard refused (permissions, insecure origin): select-and-copy fallback.
      const area = document.createElement("textarea");
      area.value = orderNumber;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    setCopied(true);
  }

  return (
    <div className="flex items-center gap-2">
      <span className="font-mono text-lg font-semibold tracking-wide select-all" data-testid="order-number">
        {orderNumber}
      </span>
      <button
        type="button"
        onClick={copy}
        aria-label={copied ? strings.copiedLabel : strings.copyLabel}
        className="inline-flex h-8 items-center gap-1.5 rounded-md border border-input px-2.5 text-sm hover:bg-muted [&_svg]:size-4"
      >
        {copied ? <PathIcon paths={CHECK_ICON} className="text-success" /> : <PathIcon paths={COPY_ICON} />}
        <span aria-live="polite">{copied ? strings.copied : strings.copy}</span>
      </button>
    </div>
  );
}
