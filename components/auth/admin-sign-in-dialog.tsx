"use client";
/**
 * The administrator's sign-in dialog ('Admin access only'), loaded only when the footer's
 * 'Admin' link opens it (components/auth/admin-sign-in.tsx): the dialog primitive and the form
 * stay out of every public page's first load.
 */
import { useId, useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Eye, EyeOff, Loader2 } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { requestSignInLinkAction, signInAction } from "@/lib/actions/auth";
import { AUTH_MESSAGES, SIGN_IN_LINK_MESSAGES } from "@/lib/auth/messages";
import { carryToast } from "@/components/ui/carried-toast";

const inputClass =
  "mt-1.5 block h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground " +
  "placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring";

export default function AdminSignInDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <SignInForm />}
    </Dialog>
  );
}

function SignInForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [linkNote, setLinkNote] = useState<string | null>(null);
  const router = useRouter();
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(AUTH_MESSAGES.fillAllFields);
      toast.error(AUTH_MESSAGES.fillAllFields);
      return;
    }
    setError(null);
    startTransition(async () => {
      let result;
      try {
        result = await signInAction({ email, password });
      } catch {
        result = { ok: false, message: AUTH_MESSAGES.failed };
      }
      if (result.ok) {
        // The back office is a document of its own: it shows the message once it has loaded.
        carryToast(result.message);
        router.push("/admin");
        return;
      }
      setError(result.message);
      toast.error(result.message);
    });
  }

  function emailLink() {
    setError(null);
    setLinkNote(null);
    startTransition(async () => {
      const result = await requestSignInLinkAction({ email }).catch(() => ({ ok: false, message: SIGN_IN_LINK_MESSAGES.failed }));
      if (result.ok) setLinkNote(result.message);
      else setError(result.message);
    });
  }

  return (
    <DialogContent title="Admin access only" description="Sign in with your administrator account." size="sm">
      <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={error ? errorId : undefined}>
        <div>
          <label htmlFor={emailId} className="text-sm font-medium">
            Email
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="username"
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={passwordId} className="text-sm font-medium">
            Password
          </label>
          <div className="relative">
            <input
              id={passwordId}
              name="password"
              type={visible ? "text" : "password"}
              autoComplete="current-password"
              maxLength={256}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={`${inputClass} pr-12`}
            />
            <button
              type="button"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? "Hide password" : "Show password"}
              aria-pressed={visible}
              className="absolute top-1/2 right-1 mt-[3px] inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
            </button>
          </div>
        </div>
        {error && (
          <p id={errorId} role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={pending}>
          {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
          Sign In
        </Button>
        {linkNote && (
          <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
            {linkNote}
          </p>
        )}
        <button
          type="button"
          onClick={emailLink}
          disabled={pending}
          className="w-full text-center text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          Email me a sign-in link
        </button>
      </form>
    </DialogContent>
  );
}
