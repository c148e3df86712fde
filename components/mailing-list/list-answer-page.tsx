import type { ReactNode } from "react";
import { CircleCheck, CircleAlert, MailCheck } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

/**
 * The small pages behind the list's links: a question with one button (a form posting to the
 * route handler, so a mail scanner following the link changes nothing), or the answer.
 */
export function ListAnswerPage({
  heading,
  tone,
  children,
  form,
}: {
  heading: string;
  tone: "ask" | "done" | "invalid";
  children: ReactNode;
  /** The button's form: where it posts, its hidden fields and its label. */
  form?: { action: string; fields: Record<string, string>; label: string };
}) {
  const Icon = tone === "done" ? CircleCheck : tone === "invalid" ? CircleAlert : MailCheck;
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-lg rounded-xl border border-border bg-card p-6 text-center sm:p-10" data-testid="list-answer">
        <Icon aria-hidden="true" className={`mx-auto size-10 ${tone === "done" ? "text-success" : tone === "invalid" ? "text-destructive" : "text-muted-foreground"}`} />
        <h1 className="mt-4 text-2xl font-semibold">{heading}</h1>
        <div className="mt-3 text-muted-foreground">{children}</div>
        {form && (
          <form method="post" action={form.action} className="mt-6">
            {Object.entries(form.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className={buttonClasses({ size: "lg" })}>
              {form.label}
            </button>
          </form>
        )}
      </div>
    </Container>
  );
}
