"use client";
/**
 * Runs a back-office server action from a button or dialog: pending state, the result's message
 * as a toast (success or error), then a refresh of the page's server data and of the data its
 * lists fetched themselves (SWR: the orders list's rows).
 */
import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { mutate } from "swr";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { carryToast } from "@/components/ui/carried-toast";

type Result<R> = { ok: true; data: R; message?: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

export function useAdminAction() {
  const [pending, startTransition] = useTransition();
  const router = useRouter();

  function run<I, R>(
    action: (input: I) => Promise<Result<R>>,
    input: I,
    options: {
      onSuccess?: (data: R) => void;
      onError?: (message: string) => void;
      failure?: string;
      /** Success leaves the back office (this session ended): the public site shows the message. */
      leaves?: boolean;
    } = {},
  ) {
    startTransition(async () => {
      let result: Result<R>;
      try {
        result = await action(input);
      } catch {
        result = { ok: false, message: options.failure ?? "Something went wrong. Please try again." };
      }
      if (result.ok) {
        if (result.message && options.leaves) carryToast(result.message);
        else if (result.message) toast.success(result.message);
        options.onSuccess?.(result.data);
        router.refresh();
        void mutate(() => true);
      } else {
        toast.error(result.message);
        options.onError?.(result.message);
        // Signed out, expired or demoted meanwhile: reloading the page's data lets the layout send
        // the administrator to sign in again ('Please log in again to continue' when expired).
        if (result.message === AUTH_MESSAGES.accessDenied) router.refresh();
      }
    });
  }

  return { pending, run };
}
