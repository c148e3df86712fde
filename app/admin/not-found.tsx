import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Page not found" };

/**
 * An unknown back-office address (app/admin/[...missing]) or a record that does not exist: the
 * back office's own not-found, inside its frame (the back office is a document of its own, so the
 * public site's 404 does not answer here).
 */
export default function AdminNotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-3 text-muted-foreground">This back-office page does not exist, or what it showed has been removed.</p>
      <p className="mt-6">
        <Link href="/admin" className="font-medium underline underline-offset-4">
          Back to the dashboard
        </Link>
      </p>
    </div>
  );
}
