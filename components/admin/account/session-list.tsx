"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/admin/ui/page-header";
import { formatDateTime } from "@/components/admin/ui/format";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import { endSession, signOutEverywhere } from "@/lib/actions/admin/account";
import type { AccountSessionRow } from "@/lib/data/admin/account";

/** The account's open sessions, each with 'End', and 'Sign out everywhere'. */
export function SessionList({ sessions }: { sessions: AccountSessionRow[] }) {
  const { pending, run } = useAdminAction();
  const router = useRouter();
  const leave = () => {
    // This browser's own session has ended: back to the public site.
    router.replace("/");
    router.refresh();
  };
  return (
    <Card>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold">Active sessions</h2>
          <p className="text-sm text-muted-foreground">Where your account is signed in now.</p>
        </div>
        <Button type="button" variant="outline" disabled={pending} onClick={() => run(signOutEverywhere, {}, { onSuccess: leave, leaves: true })}>
          Sign out everywhere
        </Button>
      </div>
      <ul className="divide-y divide-border" aria-label="Active sessions">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="account-session">
            <div className="min-w-0 text-sm">
              <p className="font-medium">
                {s.address}
                {s.current && <span className="ml-2 rounded bg-primary px-1.5 py-0.5 text-xs text-primary-foreground">This session</span>}
                {s.method === "link" && <span className="ml-2 text-xs text-muted-foreground">(sign-in link)</span>}
              </p>
              <p className="truncate text-muted-foreground" title={s.userAgent}>
                {s.userAgent || "Unknown browser"}
              </p>
              <p className="text-xs text-muted-foreground">
                Signed in {formatDateTime(s.createdAt)} · last seen {formatDateTime(s.lastSeenAt)}
              </p>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={pending}
              aria-label={`End the session from ${s.address}${s.current ? " (this session)" : ""}`}
              onClick={() => run(endSession, { sessionId: s.id }, { onSuccess: (data) => data.current && leave() })}
            >
              End
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
