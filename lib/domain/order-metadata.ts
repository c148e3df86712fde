/**
 * An order's metadata (orders.metadata: how it was paid, the payment screenshot's file, notes) as
 * readable fields for the back office: labels in words, sizes in KB/MB, times as local times;
 * the screenshot's storage path is left out (the screenshot itself is shown). Pure.
 */

export interface MetadataField {
  label: string;
  value: string;
}

const LABELS: Record<string, string> = {
  payment_method: "Payment method",
  payment_screenshot_note: "Payment note",
  payment_screenshot_uploaded_at: "Screenshot uploaded",
  payment_screenshot_attempted_at: "Payment submitted",
  screenshot_filename: "Screenshot file",
  screenshot_size: "Screenshot size",
};

const HIDDEN = new Set(["payment_screenshot", "service_id"]);

const PAYMENT_METHODS: Record<string, string> = {
  manual_qr: "QR or bank transfer (screenshot checked by hand)",
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** 1536 -> "1.5 KB", 2_400_000 -> "2.3 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return String(bytes);
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(key: string, value: unknown, formatTime: (date: Date) => string): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (key === "screenshot_size" && typeof value === "number") return formatBytes(value);
  if (key === "payment_method" && typeof value === "string") return PAYMENT_METHODS[value] ?? humanise(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return value.toLocaleString("en-NP");
  if (typeof value === "string") {
    if (value.length <= 40 && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))) return formatTime(new Date(value));
    return value.length > 500 ? `${value.slice(0, 497)}...` : value;
  }
  if (Array.isArray(value)) {
    const parts = value.map((v) => valueText("", v, formatTime)).filter((v): v is string => v !== null);
    return parts.length ? parts.join(", ") : null;
  }
  return null;
}

/** Readable fields of a metadata object (an order's, an inquiry's), known ones first in a fixed order. */
export function readableMetadata(metadata: unknown, formatTime: (date: Date) => string): MetadataField[] {
  if (!metadata || typeof metadata !== "object" || Array.isArray(metadata)) return [];
  const entries = Object.entries(metadata as Record<string, unknown>).filter(([key]) => !HIDDEN.has(key));
  const known = Object.keys(LABELS);
  entries.sort(([a], [b]) => {
    const ia = known.indexOf(a);
    const ib = known.indexOf(b);
    return (ia === -1 ? known.length : ia) - (ib === -1 ? known.length : ib) || a.localeCompare(b);
  });
  const fields: MetadataField[] = [];
  for (const [key, value] of entries.slice(0, 50)) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>).slice(0, 20)) {
        const text = valueText(inner, innerValue, formatTime);
        if (text !== null) fields.push({ label: `${humanise(key)}: ${humanise(inner).toLowerCase()}`, value: text });
      }
      continue;
    }
    const text = valueText(key, value, formatTime);
    if (text !== null) fields.push({ label: LABELS[key] ?? humanise(key), value: text });
  }
  return fields;
}

export const readableOrderMetadata = readableMetadata;
