"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { LogOut } from "lucide-react";
import { toast } from "sonner";
import { signOutAction } from "@/lib/actions/auth";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { cn } from "@/components/ui/cn";
import { carryToast } from "@/components/ui/carried-toast";

export function SignOutButton({ className }: { className?: string }) {
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await signOutAction().catch(() => ({ ok: false, message: AUTH_MESSAGES.signOutFailed }));
          if (!result.ok) {
            toast.error(result.message);
            return;
          }
          // The public site is a document of its own: it shows the message once it has loaded.
          carryToast(result.message);
          router.replace("/");
          router.refresh();
        })
      }
      className={cn(
        "flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground",
        "focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60",
        className,
      )}
    >
      <LogOut aria-hidden="true" className="size-4" />
      Sign Out
    </button>
  );
}
