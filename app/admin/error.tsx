"use client";

import { useEffect } from "react";
import { SectionError } from "@/components/admin/shell/section-error";

/** A section of the back office that failed to load: the spec's message and a retry. */
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <SectionError retry={retry} />;
}
