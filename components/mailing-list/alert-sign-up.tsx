import { BellRing } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { ListSignUpForm } from "./list-sign-up-form";

/**
 * An alert box: 'Tell me when prints are available' on a sold original without prints, or
 * 'New works in this category' on a gallery category. Confirmed by email, sent once.
 */
export function AlertSignUp({ kind, slug, name, className }: { kind: "prints" | "category"; slug: string; name: string; className?: string }) {
  const prints = kind === "prints";
  return (
    <section aria-labelledby={`alert-${kind}`} className={cn("rounded-xl border border-border bg-muted/40 p-4 sm:p-5", className)} data-testid={`alert-${kind}`}>
      <h2 id={`alert-${kind}`} className="flex items-center gap-2 font-medium">
        <BellRing aria-hidden="true" className="size-4" />
        {prints ? "Tell me when prints are available" : `New works in ${name}`}
      </h2>
      <p className="mt-1 mb-3 text-sm text-muted-foreground">
        {prints
          ? "The original has found its home. Leave your email and we write once, when prints of it can be ordered."
          : `Leave your email and we write when a new work is added to ${name}.`}
      </p>
      <ListSignUpForm variant={{ kind, slug }} label="Your email" buttonLabel={prints ? "Notify me" : "Keep me posted"} />
    </section>
  );
}
