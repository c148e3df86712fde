import { cn } from "@/components/ui/cn";
import { FULFILMENT_LABELS, type FulfilmentStatusValue } from "@/lib/domain/fulfilment";
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type OrderStatusValue, type PaymentStatusValue } from "@/lib/domain/order-status";

const TONES = {
  blue: "border-blue-300 bg-blue-50 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200",
  yellow: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200",
  green: "border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200",
  grey: "border-stone-300 bg-stone-100 text-stone-700 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-300",
  red: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200",
  purple: "border-violet-300 bg-violet-50 text-violet-800 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-200",
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone, children, className }: { tone: BadgeTone; children: React.ReactNode; className?: string }) {
  return (
    <span className={cn("inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap", TONES[tone], className)}>
      {children}
    </span>
  );
}

const ORDER_TONES: Record<OrderStatusValue, BadgeTone> = { pending: "yellow", processing: "blue", completed: "green", cancelled: "grey" };
const PAYMENT_TONES: Record<PaymentStatusValue, BadgeTone> = {
  pending: "yellow",
  processing: "blue",
  paid: "green",
  failed: "red",
  refunded: "purple",
  partly_paid: "yellow",
  overpaid: "red",
  partly_refunded: "purple",
};

export function OrderStatusBadge({ status }: { status: OrderStatusValue }) {
  return <Badge tone={ORDER_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatusValue }) {
  return <Badge tone={PAYMENT_TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}

/** Inquiry status colours of the spec: new blue, read yellow, replied green, closed grey. */
export const INQUIRY_TONES: Record<string, BadgeTone> = { new: "blue", read: "yellow", replied: "green", closed: "grey" };

const FULFILMENT_TONES: Record<FulfilmentStatusValue, BadgeTone> = { unfulfilled: "grey", shipped: "blue", delivered: "green", collected: "green" };

export function FulfilmentBadge({ status }: { status: FulfilmentStatusValue }) {
  return <Badge tone={FULFILMENT_TONES[status]}>{FULFILMENT_LABELS[status]}</Badge>;
}
