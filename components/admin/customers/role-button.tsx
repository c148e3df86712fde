"use client";
/** Make Admin / Make User, each after a confirmation saying what it grants or takes away and who is emailed. */
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/admin/form/confirm";
import { setCustomerRole } from "@/lib/actions/admin/customers";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";

export function roleChangeMessage(email: string, next: "admin" | "user", hasPassword: boolean): string[] {
  if (next === "admin") {
    return [
      `${email} gets full access to the back office: orders, customers, payments and settings.`,
      hasPassword ? "Nobody is emailed; they sign in with their own password." : `${email} is emailed a link to set a password.`,
    ];
  }
  return [`${email} loses access to the back office.`, "Nobody is emailed."];
}

export function RoleButton({ email, role, locked, hasPassword = false }: { email: string; role: "admin" | "user" | null; locked?: string; hasPassword?: boolean }) {
  const { pending, run } = useAdminAction();
  const [open, setOpen] = useState(false);
  const next = role === "admin" ? "user" : "admin";
  const label = next === "admin" ? "Make Admin" : "Make User";
  if (locked) return <span className="text-xs text-muted-foreground">{locked}</span>;
  return (
    <>
      <Button size="sm" variant={next === "admin" ? "outline" : "ghost"} disabled={pending} onClick={() => setOpen(true)} aria-label={`${label}: ${email}`}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`${label}: ${email}?`}
        message={roleChangeMessage(email, next, hasPassword).map((line) => (
          <p key={line}>{line}</p>
        ))}
        confirmLabel={label}
        destructive={next === "admin"}
        pending={pending}
        onConfirm={() =>
          run(setCustomerRole, { email, role: next }, {
            onSuccess: (data) => {
              if (data.welcomeEmailQueued) toast.success("Welcome email with a set-password link sent");
              setOpen(false);
            },
            onError: () => setOpen(false),
          })
        }
      />
    </>
  );
}
