"use client";
/**
 * Make Admin / Make Assistant / Make User, each after a confirmation saying what it grants or
 * takes away and who is emailed.
 */
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/admin/form/confirm";
import { setCustomerRole } from "@/lib/actions/admin/customers";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import { ROLE_ACCESS, ROLE_LABELS, type AccountRole } from "@/lib/domain/admin-permissions";

export function roleChangeMessage(email: string, next: AccountRole, hasPassword: boolean): string[] {
  if (next === "user") return [`${email} loses access to the back office.`, "Nobody is emailed."];
  return [
    `${email} gets ${ROLE_ACCESS[next]}.`,
    hasPassword ? "Nobody is emailed; they sign in with their own password." : `${email} is emailed a link to set a password.`,
  ];
}

/** The roles an account can be moved to from `role` (a guest, role null, has no account yet). */
export function nextRoles(role: AccountRole | null): AccountRole[] {
  const order: AccountRole[] = ["admin", "assistant", "user"];
  return order.filter((r) => r !== role && !(role === null && r === "user"));
}

function RoleChange({ email, next, hasPassword }: { email: string; next: AccountRole; hasPassword: boolean }) {
  const { pending, run } = useAdminAction();
  const [open, setOpen] = useState(false);
  const label = `Make ${ROLE_LABELS[next]}`;
  return (
    <>
      <Button size="sm" variant={next === "user" ? "ghost" : "outline"} disabled={pending} onClick={() => setOpen(true)} aria-label={`${label}: ${email}`}>
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

export function RoleButton({ email, role, locked, hasPassword = false }: { email: string; role: AccountRole | null; locked?: string; hasPassword?: boolean }) {
  if (locked) return <span className="text-xs text-muted-foreground">{locked}</span>;
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {nextRoles(role).map((next) => (
        <RoleChange key={next} email={email} next={next} hasPassword={hasPassword} />
      ))}
    </div>
  );
}
