"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { signInWithLinkAction } from "@/lib/actions/auth";
import { carryToast } from "@/components/ui/carried-toast";
import { AUTH_MESSAGES } from "@/lib/auth/messages";

/** Uses the emailed sign-in link up and opens the back office. */
export function SignInLinkButton({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  return (
    <div className="space-y-4">
      {error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {error}
        </p>
      )}
      <Button
        type="button"
        className="w-full"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await signInWithLinkAction({ token }).catch(() => ({ ok: false, message: AUTH_MESSAGES.failed }));
            if (!result.ok) {
              setError(result.message);
              return;
            }
            // The back office is a document of its own: it shows the message once it has loaded.
            carryToast(result.message);
            router.push("/admin");
          })
        }
      >
        {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
        Sign in
      </Button>
    </div>
  );
}
