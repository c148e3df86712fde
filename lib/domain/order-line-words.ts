/**
 * An order line in the customer's words, for emails: which variant was bought (Original, Medium
 * print with a basic frame, a commission's category and size) and when it is delivered. Originals
 * and prints keep the shop's delivery time (settings); a commission takes its service's duration.
 * Pure: works on the snapshots stored with the line (order_lines.customizations / commission).
 */
import { fallbackFrameLabel, fallbackSizeLabel, NO_FRAME, requestedFrame } from "@/lib/domain/price-lists";

export interface StoredLine {
  title: string;
  lineType: "artwork" | "service" | string;
  serviceId?: string | null;
  quantity: number;
  /** Paisa. */
  unitPricePaisa: number;
  customizations: unknown;
  commission: unknown;
}

/** What the customer reads when a commission's service has no duration set. */
export const COMMISSION_DELIVERY_FALLBACK = "Agreed with you when the work starts";

function str(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** 'Original', 'Medium print (11x14), Basic frame', 'Single Person, A4, with frame'; null when nothing was chosen. */
export function lineVariant(line: Pick<StoredLine, "lineType" | "customizations" | "commission">): string | null {
  const commission = record(line.commission);
  if (commission) {
    const parts = [str(commission.commissionCategory), str(commission.size)].filter((p): p is string => p !== null);
    parts.push(commission.withFrame === true ? "with frame" : "without frame");
    return parts.join(", ");
  }
  if (line.lineType !== "artwork") return null;
  const c = record(line.customizations) ?? {};
  const size = str(c.sizeLabel) ?? fallbackSizeLabel(str(c.size) ?? undefined);
  const framing = requestedFrame(c.framing);
  if (framing === NO_FRAME) return size;
  return `${size}, ${str(c.framingLabel) ?? fallbackFrameLabel(framing)}`;
}

/** True when a service's duration says something ('TBD' and empty say nothing). */
function meaningfulDuration(duration: string | null | undefined): string | null {
  const d = duration?.trim();
  if (!d || /^(tbd|tba|n\/?a)$/i.test(d)) return null;
  return d;
}

/** The delivery promise of one line: the settings' delivery days, or the commission's duration. */
export function lineDelivery(
  line: Pick<StoredLine, "lineType" | "commission">,
  context: { deliveryDays: string; serviceDuration?: string | null },
): string {
  if (line.lineType === "service" || record(line.commission)) {
    return meaningfulDuration(context.serviceDuration) ?? COMMISSION_DELIVERY_FALLBACK;
  }
  return context.deliveryDays;
}

export interface EmailLineWords {
  title: string;
  quantity: number;
  price: number;
  variant: string | null;
  delivery: string;
}

/** The lines of an order as emails show them (title, variant, quantity, unit price, delivery). */
export function emailLines(
  lines: readonly StoredLine[],
  context: { deliveryDays: string; serviceDurations: ReadonlyMap<string, string> | Record<string, string> },
): EmailLineWords[] {
  const durations =
    context.serviceDurations instanceof Map ? context.serviceDurations : new Map(Object.entries(context.serviceDurations));
  return lines.map((line) => ({
    title: line.title,
    quantity: line.quantity,
    price: line.unitPricePaisa,
    variant: lineVariant(line),
    delivery: lineDelivery(line, {
      deliveryDays: context.deliveryDays,
      serviceDuration: line.serviceId ? durations.get(line.serviceId) : null,
    }),
  }));
}

/** One promise for the whole order when every line shares it (else null: each line says its own). */
export function commonDelivery(lines: readonly { delivery?: string | null }[]): string | null {
  const all = new Set(lines.map((l) => l.delivery ?? ""));
  if (all.size !== 1) return null;
  const [only] = all;
  return only || null;
}
