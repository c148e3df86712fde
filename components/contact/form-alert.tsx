import { PathIcon } from "@/components/ui/stroke-icon";
import { CIRCLE_ALERT_ICON } from "@/components/layout/frame-icons";

/** The form's message after a failed submission (announced; scoped with data-testid for tests). */
export function FormAlert({ message, testId = "form-error" }: { message: string; testId?: string }) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm text-foreground"
    >
      <PathIcon paths={CIRCLE_ALERT_ICON} className="mt-0.5 size-4 shrink-0 text-destructive" />
      <p>{message}</p>
    </div>
  );
}
