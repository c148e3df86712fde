import Link from "next/link";
import { ShieldAlert } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";

/**
 * What an assistant sees on a page of administrators opened directly (requireAdminPage() calls
 * forbidden()): inside the back office's frame, a plain "not allowed" and the way back. Sent
 * with every back-office page, so it stays a server component with links only.
 */
export default function AdminForbidden() {
  return (
    <div role="alert" data-testid="admin-forbidden" className="mx-auto mt-16 max-w-md rounded-xl border border-border bg-card p-6 text-center">
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
