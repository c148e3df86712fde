import { STATUS_LABELS, type ArtworkStatusValue } from "@/lib/domain/gallery-query";
import { cn } from "@/components/ui/cn";

const STYLES: Record<ArtworkStatusValue, string> = {
  available: "bg-success text-white dark:text-stone-950",
  sold: "bg-destructive text-destructive-foreground",
  not_for_sale: "bg-muted text-foreground ring-1 ring-border",
  custom_only: "bg-accent text-accent-foreground",
};

/** The artwork's status as a small badge. */
export function StatusBadge({ status, className }: { status: ArtworkStatusValue; className?: string }) {
  return (
    <span
      data-testid="status-badge"
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", STYLES[status], className)}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
