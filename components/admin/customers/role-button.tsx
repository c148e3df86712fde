"use client";

import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { setCustomerRole } from "@/lib/actions/admin/customers";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";

export function RoleButton({ email, role, locked }: { email: string; role: "admin" | "user" | null; locked?: string }) {
  const { pending, run } = useAdminAction();
  const next = role === "admin" ? "user" : "admin";
  if (locked) return <span className="text-xs text-muted-foreground">{locked}</span>;
  return (
    <Button
      size="sm"
      variant={next === "admin" ? "outline" : "ghost"}
      disabled={pending}
      onClick={() =>
        run(setCustomerRole, { email, role: next }, {
          onSuccess: (data) => {
            if (data.welcomeEmailQueued) toast.success("Welcome email with a set-password link sent");
          },
        })
      }
      aria-label={`${next === "admin" ? "Make Admin" : "Make User"}: ${email}`}
    >
      {next === "admin" ? "Make Admin" : "Make User"}
    </Button>
  );
}
