import type { ReactNode } from "react";
import { Document } from "@/components/layout/document";
import { rootMetadata, rootViewport } from "@/components/layout/root-metadata";
import { closeLabel } from "@/lib/i18n/ui-strings";

export const generateMetadata = () => rootMetadata("en");
export const viewport = rootViewport;

/** The document of the maintenance page (app/views/maintenance), which has no address of its own. */
export default async function ViewsLayout({ children }: { children: ReactNode }) {
  return (
    <Document lang="en" closeLabel={await closeLabel("en")}>
      {children}
    </Document>
  );
}
