import { cn } from "@/components/ui/cn";

const STEPS = [
  { id: "info", number: 1, label: "Customer Info" },
  { id: "payment", number: 2, label: "Payment" },
] as const;

export type CheckoutStep = (typeof STEPS)[number]["id"];

/** The steps' words in the page's language (translated on the server; English by default). */
export interface CheckoutStepsWords {
  label: string;
  info: string;
  payment: string;
}

const ENGLISH_STEPS: CheckoutStepsWords = { label: "Checkout steps", info: STEPS[0].label, payment: STEPS[1].label };

/** The two checkout steps: 1 Customer Info, then 2 Payment. */
export function CheckoutSteps({ current, words = ENGLISH_STEPS }: { current: CheckoutStep; words?: CheckoutStepsWords }) {
  const currentIndex = STEPS.findIndex((s) => s.id === current);
  return (
    <ol className="flex items-center gap-3" aria-label={words.label} data-testid="checkout-steps">
      {STEPS.map((step, index) => (
        <li key={step.id} className="flex items-center gap-3" aria-current={step.id === current ? "step" : undefined}>
          {index > 0 && <span aria-hidden="true" className={cn("h-px w-8 sm:w-16", index <= currentIndex ? "bg-primary" : "bg-border")} />}
          <span
            className={cn(
              "inline-flex size-8 items-center justify-center rounded-full text-sm font-semibold",
              index <= currentIndex ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
            )}
          >
            {step.number}
          </span>
          <span className={cn("text-sm font-medium", index > currentIndex && "text-muted-foreground")}>{words[step.id]}</span>
        </li>
      ))}
    </ol>
  );
}
