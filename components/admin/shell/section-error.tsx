"use client";
/** What a back-office section says when its data cannot be loaded (spec section 8 wording). */
import { usePathname } from "next/navigation";
import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";

const MESSAGES: [prefix: string, message: string][] = [
  ["/admin/orders", "Failed to fetch orders"],
  ["/admin/customers", "Failed to fetch customers"],
  ["/admin/analytics", "Failed to fetch analytics"],
  ["/admin/inquiries", "Load Failed: Could not load inquiries"],
  ["/admin/categories", "Failed to fetch categories"],
  ["/admin", "Failed to fetch dashboard data"],
];

export function sectionErrorMessage(pathname: string): string {
  return MESSAGES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1] ?? "Something went wrong";
}

export function SectionError({ retry }: { retry: () => void }) {
  const pathname = usePathname();
  return (
    <div role="alert" className="mx-auto mt-16 max-w-md rounded-xl border border-border bg-card p-6 text-center">
      <AlertTriangle aria-hidden="true" className="mx-auto size-8 text-destructive" />
      <p className="mt-3 font-medium">{sectionErrorMessage(pathname)}</p>
      <p className="mt-1 text-sm text-muted-foreground">The data could not be loaded. Try again in a moment.</p>
      <Button
        className="mt-4"
        variant="outline"
        onClick={() => retry()}
      >
        Try again
      </Button>
    </div>
  );
}
