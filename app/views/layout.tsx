import type { ReactNode } from "react";
import { Document } from "@/components/layout/document";
import english from "@/messages/en.json";
import { rootMetadata, rootViewport } from "@/components/layout/root-metadata";

export const generateMetadata = () => rootMetadata("en");
export const viewport = rootViewport;

/** The document of the maintenance page (app/views/maintenance), which has no address of its own. */
export default function ViewsLayout({ children }: { children: ReactNode }) {
  return (
    <Document lang="en" messages={{ common: english.common }}>
      {children}
    </Document>
  );
}
