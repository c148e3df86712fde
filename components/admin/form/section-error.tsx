"use client";
/** A back-office section that could not load: the spec's title and text, and a retry. */
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";

export function SectionError({ title, message, reset }: { title: string; message: string; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-md rounded-lg border border-border bg-card p-8 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{message}</p>
      <Button className="mt-6" variant="outline" onClick={reset}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
