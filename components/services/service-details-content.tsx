"use client";

import { lazy, useEffect, useState } from "react";
import type { ServiceStrings } from "@/lib/i18n/ui-strings";
import type { ServiceDetailsData } from "./service-details-view";

// The details' view is fetched with the details (when a dialog first opens, or a pointer nears its
// link); for a dialog the address opens, the server waits for it, so the HTML holds the details.
// A view that failed to load counts as failed details (the dialog offers 'Try again').
const loadView = () => import("./service-details-view").then((module) => ({ default: module.ServiceDetailsView }));
const ServiceDetailsView = lazy(loadView);

/** Details already fetched in this visit, by slug (a failed fetch is forgotten, so it is tried again). */
const fetched = new Map<string, Promise<ServiceDetailsData>>();

function loadDetails(slug: string): Promise<ServiceDetailsData> {
  let pending = fetched.get(slug);
  if (!pending) {
    pending = fetch(`/api/services/${encodeURIComponent(slug)}`).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as ServiceDetailsData;
    });
    pending.catch(() => fetched.delete(slug));
    fetched.set(slug, pending);
  }
  return pending;
}

/** Starts fetching a service's details (e.g. when a pointer nears its 'View Details'). */
export function prefetchServiceDetails(slug: string): void {
  void loadView();
  void loadDetails(slug).catch(() => undefined);
}

type State = { slug: string; data: ServiceDetailsData } | { slug: string; failed: true };

/**
 * A service's details dialog content. The page sends the details only of the service its address
 * opens (`initial`); any other is fetched from /api/services/{slug} when its dialog first opens,
 * so the page does not carry every service's details in its HTML and React payload.
 */
export function ServiceDetailsContent({ slug, initial, strings }: { slug: string; initial: ServiceDetailsData | null; strings: ServiceStrings }) {
  const [state, setState] = useState<State | null>(initial ? { slug, data: initial } : null);
  const [attempt, setAttempt] = useState(0);
  const current = state?.slug === slug ? state : null;
  const ready = current !== null && "data" in current;

  useEffect(() => {
    if (ready) return;
    let live = true;
    Promise.all([loadDetails(slug), loadView()]).then(
      ([data]) => live && setState({ slug, data }),
      () => live && setState({ slug, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [slug, ready, attempt]);

  // No Suspense boundary of its own: the server waits for the view (the HTML holds a dialog its
  // address opens, for visitors without JavaScript); in the browser the details are shown only
  // once the view's code is there too (below), so an open dialog never suspends.
  if (current && "data" in current) return <ServiceDetailsView service={current.data} strings={strings} />;
  if (current && "failed" in current) {
    return (
      <div role="alert" className="space-y-3 py-6 text-center">
        <p>{strings.detailsFailed}</p>
        <button
          type="button"
          className="underline underline-offset-4"
          onClick={() => {
            setState(null);
            setAttempt((n) => n + 1);
          }}
        >
          {strings.tryAgain}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="py-10 text-center text-muted-foreground" data-testid="service-details-loading">
      {strings.loadingDetails}
    </p>
  );
}
