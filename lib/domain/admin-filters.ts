/** URL parameters of the analytics period and the inquiry filters, parsed and bounded. Pure. */
export const ANALYTICS_PERIODS = ["7d", "30d", "90d"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = "30d";

export function parsePeriod(value: unknown): AnalyticsPeriod {
  return typeof value === "string" && (ANALYTICS_PERIODS as readonly string[]).includes(value)
    ? (value as AnalyticsPeriod)
    : DEFAULT_ANALYTICS_PERIOD;
}

export const INQUIRY_STATUS_VALUES = ["new", "read", "replied", "closed"] as const;
export const INQUIRY_SERVICE_FILTERS = ["commission", "workshop", "consultation", "general"] as const;

export interface InquiryFilters {
  search: string | null;
  status: (typeof INQUIRY_STATUS_VALUES)[number] | null;
  /** 'general' = no or unknown service type. */
  serviceType: (typeof INQUIRY_SERVICE_FILTERS)[number] | null;
}

function one(v: unknown): string | null {
  return typeof v === "string" ? v : Array.isArray(v) && typeof v[0] === "string" ? v[0] : null;
}

export function parseInquiryFilters(params: Record<string, unknown>): InquiryFilters {
  const q = one(params.q);
  const status = one(params.status);
  const type = one(params.type);
  return {
    search: q && q.length <= 200 ? q.replace(/[\u0000-\u001f]/g, "").trim().slice(0, 100) || null : null,
    status: (INQUIRY_STATUS_VALUES as readonly string[]).includes(status ?? "") ? (status as InquiryFilters["status"]) : null,
    serviceType: (INQUIRY_SERVICE_FILTERS as readonly string[]).includes(type ?? "") ? (type as InquiryFilters["serviceType"]) : null,
  };
}
