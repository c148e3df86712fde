"use client";

import { lazy, Suspense } from "react";
import { ERROR_WORDS } from "./error-words";

/**
 * The screen, should its code not arrive (the connection dropped, a newer build replaced the
 * files): the title and the reload button, nothing to fetch.
 */
function PlainErrorScreen() {
  return (
    <div role="alert" className="px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold text-foreground">{ERROR_WORDS.title}</h1>
      <button type="button" onClick={() => window.location.reload()} className="btn btn-primary btn-lg mt-8">
        {ERROR_WORDS.reload}
      </button>
    </div>
  );
}

const Screen = lazy(() =>
  import("./error-screen").then(
    (module) => ({ default: module.BoundaryErrorScreen }),
    () => ({ default: PlainErrorScreen }),
  ),
);

/**
 * The failure screen of both error boundaries (app/[locale]/error.tsx, app/global-error.tsx),
 * fetched when one first shows it: each boundary is in every page's first load in a chunk of its
 * own, which used to carry its own copy of the screen (error-screen.tsx).
 */
export function LazyErrorScreen({ error, ownDocument }: { error: unknown; ownDocument?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Screen error={error} ownDocument={ownDocument} />
    </Suspense>
  );
}
