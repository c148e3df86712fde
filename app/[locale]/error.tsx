"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/layout/error-screen";

export default function ErrorPage({ error }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;

  return (
    <main id="main" className="min-h-dvh bg-background">
      <ErrorScreen digest={digest} />
    </main>
  );
}
