"use client";
/**
 * The discreet 'Admin' link of the footer and the sign-in dialog it opens ('Admin access only').
 * The dialog also opens by itself on '/?admin=signin' (an anonymous visit to /admin) and on
 * '/?admin=expired', which first says 'Please log in again to continue'.
 * The dialog (and its primitive) is fetched the first time it opens, not with the page.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { LOCK_ICON } from "@/components/layout/frame-icons";
import { toast } from "@/components/ui/toast";
import { SESSION_EXPIRED_MESSAGE, SIGN_IN_PARAM } from "@/lib/auth/sign-in-param";

const AdminSignInDialog = lazy(() => import("./admin-sign-in-dialog"));

export function AdminSignIn() {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted so it can play its closing and re-opening.
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const reason = params.get(SIGN_IN_PARAM);
    if (reason !== "signin" && reason !== "expired") return;
    if (reason === "expired") toast.info(SESSION_EXPIRED_MESSAGE, { duration: 8000 });
    // Opening from the URL after the first render keeps server and client markup identical.
    const timer = window.setTimeout(() => {
      setWanted(true);
      setOpen(true);
    }, 0);
    params.delete(SIGN_IN_PARAM);
    const query = params.toString();
    window.history.replaceState(null, "", `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-1 rounded-sm text-xs text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <PathIcon paths={LOCK_ICON} className="size-3" />
        Admin
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <AdminSignInDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
