import { Check, Circle, Clock } from "lucide-react";
import { CUSTOMER_JOURNEY, type JourneyState } from "@/lib/domain/order-status";
import { cn } from "@/components/ui/cn";

const STATE_LABEL: Record<JourneyState, string> = { completed: "completed", current: "pending", pending: "upcoming" };

/** 1 Order Placed, 2 Payment Verification, 3 Order Approved, 4 Delivery (spec section 2). */
export function CustomerJourney({ states, className }: { states: readonly JourneyState[]; className?: string }) {
  return (
    <ol className={cn("space-y-3", className)} aria-label="What happens next" data-testid="customer-journey">
      {CUSTOMER_JOURNEY.map((step, index) => {
        const state = states[index] ?? "pending";
        return (
          <li key={step.step} className="flex items-center gap-3 text-sm" data-state={state}>
            <span
              className={cn(
                "inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                state === "completed" && "bg-success text-white dark:text-stone-950",
                state === "current" && "bg-accent text-accent-foreground",
                state === "pending" && "bg-muted text-muted-foreground",
              )}
              aria-hidden="true"
            >
              {state === "completed" ? <Check className="size-4" /> : state === "current" ? <Clock className="size-4" /> : <Circle className="size-3" />}
            </span>
            <span className={cn(state === "pending" && "text-muted-foreground")}>
              {step.step}. {step.title}
              <span className="sr-only"> ({STATE_LABEL[state]})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
