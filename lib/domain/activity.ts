/**
 * The activity log's rules, without I/O: what kinds of change it records, how a record's state
 * is reduced to plain JSON, which fields an update changed, and how a value reads in the back
 * office (prices in NPR, rates in percent). Written by lib/activity/log.ts, shown by
 * app/admin/activity.
 */

export const ACTIVITY_KINDS = ["settings", "price_list", "payment_method", "category", "role", "artwork", "service", "about"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  settings: "Settings",
  price_list: "Print and frame prices",
  payment_method: "Payment methods",
  category: "Categories",
  role: "Roles",
  artwork: "Artworks",
  service: "Services",
  about: "About",
};

export const ACTIVITY_ACTIONS = ["created", "updated", "deleted", "reordered", "role_changed"] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  created: "Created",
  updated: "Changed",
  deleted: "Deleted",
  reordered: "Reordered",
  role_changed: "Role changed",
};

/** Entries older than this are deleted (lib/activity/retention.ts). */
export const ACTIVITY_RETENTION_DAYS = 365;

export function isActivityKind(value: unknown): value is ActivityKind {
  return typeof value === "string" && (ACTIVITY_KINDS as readonly string[]).includes(value);
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonRecord = { [key: string]: JsonValue };

/** A stored string longer than this is cut (with "…"): a year of entries stays small. */
export const MAX_LOGGED_STRING = 4000;

/**
 * A value as the log keeps it: BigInt money as a number, dates as ISO text, long strings cut,
 * undefined dropped; anything else as JSON has it.
 */
export function toLogJson(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "boolean") return value;
  if (typeof value === "string") return value.length > MAX_LOGGED_STRING ? `${value.slice(0, MAX_LOGGED_STRING)}…` : value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toLogJson);
  if (typeof value === "object") {
    const out: JsonRecord = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (inner !== undefined) out[key] = toLogJson(inner);
    }
    return out;
  }
  return null;
}

export function toLogRecord(value: Record<string, unknown>): JsonRecord {
  return toLogJson(value) as JsonRecord;
}

/**
 * The fields an update changed, before and after (only those); null when nothing changed. A
 * field present on one side only counts as changed.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: JsonRecord; after: JsonRecord } | null {
  const b = toLogRecord(before);
  const a = toLogRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changed = keys.filter((key) => JSON.stringify(b[key] ?? null) !== JSON.stringify(a[key] ?? null));
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((key) => [key, b[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, a[key] ?? null])),
  };
}

const FIELD_LABELS: Record<string, string> = {
  pricePaisa: "Price",
  shippingChargePaisa: "Shipping charge",
  shippingFeePaisa: "Shipping fee",
  taxRateBps: "Tax rate",
  categoryId: "Category id",
  yearCreated: "Year",
  imageUrl: "Image",
  qrPayload: "QR code",
  accountId: "Account",
  contentKey: "Key",
  contentValue: "Content",
  isActive: "Shown",
  displayOrder: "Position",
  enableOrders: "Orders enabled",
  enableNotifications: "Notifications",
  maintenanceMode: "Maintenance mode",
  esewaEnabled: "eSewa online",
  khaltiEnabled: "Khalti online",
  commissionPricing: "Commission pricing",
  shareBps: "Share of the original's price",
  minimumPaisa: "Minimum price",
  onQuote: "On quote",
  allPrintSizes: "All print sizes",
};

/** "pricePaisa" -> "Price", "siteName" -> "Site name". */
export function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const npr = new Intl.NumberFormat("en-NP", { style: "currency", currency: "NPR" });

/** How a logged value reads: money fields (…Paisa) in NPR, rates (…Bps) in percent. */
export function formatLoggedValue(field: string, value: JsonValue | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "number" && /Paisa$/.test(field)) return npr.format(value / 100);
  if (typeof value === "number" && /Bps$/.test(field)) return `${value / 100}%`;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v))).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The Activity page's address (?kind=…&older=…), each value bounded and checked before use. */
export function parseActivityQuery(params: Record<string, string | string[] | undefined>): { kind: ActivityKind | null; olderThan: string | null } {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.slice(0, 32);
  const kind = one(params.kind);
  const older = one(params.older);
  return {
    kind: isActivityKind(kind) ? kind : null,
    // A positive id that fits a bigint (at most 18 digits keeps it below 2^63).
    olderThan: older && /^[1-9]\d{0,17}$/.test(older) ? older : null,
  };
}
