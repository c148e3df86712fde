"use client";

import { useId, useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/admin/ui/page-header";
import { changeOwnPassword } from "@/lib/actions/admin/account";
import { ACCOUNT_MESSAGES } from "@/lib/validation/admin/account";

const inputClass =
  "mt-1.5 block h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring";

/** Change password: the current one, then the new one twice. Other sessions are signed out. */
export function ChangePasswordForm() {
  const [values, setValues] = useState({ current: "", password: "", confirm: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const ids = { current: useId(), password: useId(), confirm: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    startTransition(async () => {
      const result = await changeOwnPassword(values).catch(() => ({ ok: false as const, message: ACCOUNT_MESSAGES.passwordFailed }));
      if (result.ok) {
        toast.success(result.message ?? ACCOUNT_MESSAGES.passwordChanged);
        setValues({ current: "", password: "", confirm: "" });
      } else {
        toast.error(result.message);
        setErrors("fieldErrors" in result && result.fieldErrors ? result.fieldErrors : {});
      }
      router.refresh();
    });
  }

  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <div>
      <label htmlFor={ids[name]} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={ids[name]}
        type="password"
        autoComplete={autoComplete}
        maxLength={256}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids[name]}-error` : undefined}
        className={inputClass}
      />
      {errors[name] && (
        <p id={`${ids[name]}-error`} className="mt-1 text-sm text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <Card>
      <h2 className="text-lg font-semibold">Change password</h2>
      <p className="mb-4 text-sm text-muted-foreground">Your other sessions are signed out when the password changes.</p>
      <form onSubmit={submit} className="grid gap-4 sm:max-w-sm">
        {field("current", "Current password", "current-password")}
        {field("password", "New password (at least 10 characters)", "new-password")}
        {field("confirm", "Repeat the new password", "new-password")}
        <Button type="submit" disabled={pending}>
          Change password
        </Button>
      </form>
    </Card>
  );
}
