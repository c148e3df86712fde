import type { ArtworkStatusValue } from "@/lib/domain/gallery-query";
import { cn } from "@/components/ui/cn";
import type { StatusStrings } from "@/lib/i18n/ui-strings";

const STYLES: Record<ArtworkStatusValue, string> = {
  available: "bg-success text-white dark:text-stone-950",
  sold: "bg-destructive text-destructive-foreground",
  not_for_sale: "bg-muted text-foreground ring-1 ring-border",
  custom_only: "bg-accent text-accent-foreground",
};

/** An available original held by an order awaiting its payment check. */
const RESERVED_STYLE = "bg-amber-100 text-amber-950 ring-1 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800";

/** The artwork's status as a small badge ('Reserved' for an available work held by an order), in the words of `labels`. */
export function StatusBadge({
  status,
  labels,
  reserved,
  className,
  testId = "status-badge",
}: {
  status: ArtworkStatusValue;
  labels: StatusStrings;
  reserved?: boolean;
  className?: string;
  testId?: string;
}) {
  const isReserved = status === "available" && reserved === true;
  return (
    <span
      data-testid={testId}
      className={cn(
        "badge",
        isReserved ? RESERVED_STYLE : STYLES[status],
        className,
      )}
    >
      {labels[isReserved ? "reserved" : status]}
    </span>
  );
}
