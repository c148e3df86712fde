"use client";

import { useId, useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { setPasswordAction } from "@/lib/actions/set-password";

const inputClass =
  "mt-1.5 block h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring";

export function SetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const pId = useId();
  const cId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    startTransition(async () => {
      setResult(await setPasswordAction({ token, password, confirm }).catch(() => ({ ok: false, message: "The password could not be set. Please try again." })));
    });
  }
  if (result?.ok) {
    return (
      <div role="status" className="space-y-3">
        <p>{result.message}</p>
        {/* A full page load: the footer's sign-in dialog opens from the URL when the page starts. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/?admin=signin" className="font-medium underline">
          Sign in
        </a>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={pId} className="text-sm font-medium">
          New password (at least 10 characters)
        </label>
        <input id={pId} type="password" autoComplete="new-password" maxLength={256} value={password} onChange={(e) => setPassword(e.target.value)} className={inputClass} />
      </div>
      <div>
        <label htmlFor={cId} className="text-sm font-medium">
          Repeat the password
        </label>
        <input id={cId} type="password" autoComplete="new-password" maxLength={256} value={confirm} onChange={(e) => setConfirm(e.target.value)} className={inputClass} />
      </div>
      {result && (
        <p role="alert" className="text-sm text-destructive">
          {result.message}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        Set password
      </Button>
    </form>
  );
}
