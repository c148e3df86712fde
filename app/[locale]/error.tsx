"use client";

import { LazyErrorScreen } from "@/components/layout/lazy-error-screen";

export default function ErrorPage({ error }: { error: unknown; retry: () => void }) {
  return (
    <main id="main" className="min-h-dvh bg-background">
      <LazyErrorScreen error={error} />
    </main>
  );
}
