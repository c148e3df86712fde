import { Loader2 } from "lucide-react";

/** 'Loading {name}...' while a section of the back office loads (its loading.tsx). */
export function SectionLoading({ name }: { name: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center gap-3 text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-5 animate-spin" />
      <span>Loading {name}...</span>
    </div>
  );
}
