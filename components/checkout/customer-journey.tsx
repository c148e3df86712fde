import { Check, Circle, Clock } from "lucide-react";
import { CUSTOMER_JOURNEY, type JourneyState } from "@/lib/domain/order-status";
import { cn } from "@/components/ui/cn";

const STATE_LABEL: Record<JourneyState, string> = { completed: "completed", current: "pending", pending: "upcoming" };

/** The journey's words in the page's language (translated on the server; English by default). */
export interface CustomerJourneyWords {
  label: string;
  /** The four steps' titles, in order. */
  titles: readonly string[];
  states: Record<JourneyState, string>;
}

const ENGLISH_JOURNEY: CustomerJourneyWords = { label: "What happens next", titles: CUSTOMER_JOURNEY.map((s) => s.title), states: STATE_LABEL };

/** 1 Order Placed, 2 Payment Verification, 3 Order Approved, 4 Delivery (spec section 2). */
export function CustomerJourney({ states, className, words = ENGLISH_JOURNEY }: { states: readonly JourneyState[]; className?: string; words?: CustomerJourneyWords }) {
  return (
    <ol className={cn("space-y-3", className)} aria-label={words.label} data-testid="customer-journey">
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
              {step.step}. {words.titles[index] ?? step.title}
              <span className="sr-only"> ({words.states[state]})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
