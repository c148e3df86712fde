import type { Metadata } from "next";
import Link from "next/link";
import { ShieldAlert } from "lucide-react";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = { title: "Not allowed" };

/**
 * Where an assistant lands after opening a page of administrators directly (requireAdminPage()
 * redirects here): inside the back office's frame, a plain "not allowed" and the way back.
 *
 * A redirect rather than Next's forbidden(): that needs experimental.authInterrupts, which puts
 * default 401/403 pages into the payload of every page of the site (2-5 KB each, public pages
 * included); this costs nothing outside the back office.
 */
export default async function AdminNotAllowedPage() {
  await requireAdminPage("backOffice");
  return (
    <div role="alert" data-testid="admin-not-allowed" className="mx-auto mt-16 max-w-md rounded-xl border border-border bg-card p-6 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
      <h1 className="mt-3 text-lg font-semibold">Not allowed</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        This part of the back office is for administrators. Your account can use the dashboard, orders and inquiries; ask the owner if
        you need more.
      </p>
      <div className="mt-4 flex justify-center gap-2">
        <Link href="/admin/orders" className={buttonClasses({ variant: "primary", size: "sm" })}>
          Orders
        </Link>
        <Link href="/admin" className={buttonClasses({ variant: "outline", size: "sm" })}>
          Dashboard
        </Link>
      </div>
    </div>
  );
}
