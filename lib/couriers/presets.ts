/**
 * The couriers Nepali shops use, with the tracking page each one's parcels are followed on
 * (pure data and rules, no I/O). Mark shipped offers them; a tracking number given without a
 * link gets the courier's page from its template, so the buyer's shipped email and order page
 * link straight to it. "Other" takes any courier name and an http(s) link typed by hand.
 *
 * The templates follow each courier's public tracking page as published when this was written;
 * check them against the courier's site before going live (docs/payments.md).
 */

export const COURIER_KEYS = ["pathao", "ncm", "nepal_post", "other"] as const;
export type CourierKey = (typeof COURIER_KEYS)[number];

export interface CourierPreset {
  key: CourierKey;
  name: string;
  /** {tracking} is replaced by the URL-encoded tracking number; null: no page known. */
  trackingTemplate: string | null;
  hint: string;
}

export const COURIER_PRESETS: readonly CourierPreset[] = [
  {
    key: "pathao",
    name: "Pathao",
    trackingTemplate: "https://merchant.pathao.com/tracking?consignment_id={tracking}",
    hint: "The consignment id from Pathao's merchant panel.",
  },
  {
    key: "ncm",
    name: "Nepal Can Move",
    trackingTemplate: "https://nepalcanmove.com/track/?id={tracking}",
    hint: "NCM's order id (booked here when NCM is set up).",
  },
  {
    key: "nepal_post",
    name: "Nepal Post (EMS)",
    trackingTemplate: "https://globaltracktrace.ptc.post/gtt.web/Search.aspx?ParcelId={tracking}",
    hint: "The EMS item number, e.g. EE123456789NP.",
  },
  { key: "other", name: "Other", trackingTemplate: null, hint: "Name the courier and paste its tracking link." },
];

export function courierPreset(key: unknown): CourierPreset | null {
  return COURIER_PRESETS.find((preset) => preset.key === key) ?? null;
}

/** The preset whose name the courier field holds ("Pathao"), for an order shipped before. */
export function presetByName(name: string | null | undefined): CourierPreset | null {
  const wanted = (name ?? "").trim().toLowerCase();
  return COURIER_PRESETS.find((preset) => preset.key !== "other" && preset.name.toLowerCase() === wanted) ?? null;
}

/** The courier's tracking page for a number, or null (no template, no number). */
export function trackingLink(preset: CourierPreset | null, trackingNumber: string | null | undefined): string | null {
  const number = (trackingNumber ?? "").trim();
  if (!preset?.trackingTemplate || !number || number.length > 100) return null;
  return preset.trackingTemplate.replace("{tracking}", encodeURIComponent(number));
}

/**
 * The tracking a shipment records: a link typed by hand wins; otherwise the preset named by the
 * courier field gives the link from the tracking number.
 */
export function withCourierLink<T extends { courier: string; trackingNumber: string | null; trackingUrl: string | null }>(tracking: T): T {
  if (tracking.trackingUrl) return tracking;
  const link = trackingLink(presetByName(tracking.courier), tracking.trackingNumber);
  return link ? { ...tracking, trackingUrl: link } : tracking;
}
