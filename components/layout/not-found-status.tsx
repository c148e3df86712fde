"use client";

import { use } from "react";
import { notFound } from "next/navigation";

/** Next's mark for a part of a page left to the browser: its browser code does not report it as an error. */
const LEFT_TO_THE_BROWSER = "BAILOUT_TO_CLIENT_SIDE_RENDERING";

function Status(): null {
  // Waits one turn, so that BrowserOnly below has already left the boundary to the browser.
  use(Promise.resolve());
  notFound();
}

function BrowserOnly(): null {
  throw Object.assign(new Error("The not-found status is set on the server only."), { digest: LEFT_TO_THE_BROWSER });
}

/**
 * Makes the response a 404 without taking the page's HTML away. Rendered by PageNotFound inside a
 * Suspense boundary of its own: on the server, BrowserOnly leaves that (empty) boundary to the
 * browser, then Status throws notFound() in it, which sets the status while Next keeps the HTML
 * around the boundary. In the browser it draws nothing. The order matters: the boundary takes the
 * first error's mark, and the browser reports a boundary left with any mark but Next's own as an
 * error. Not a server component on purpose: thrown there, notFound() would reach the browser's
 * render too and replace the page.
 */
export function NotFoundStatus() {
  if (typeof window !== "undefined") return null;
  return (
    <>
      <Status />
      <BrowserOnly />
    </>
  );
}
