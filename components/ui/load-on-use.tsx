"use client";

import { lazy, memo, Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";

/** Events that say a visitor is reaching for what is inside (bubbling ones, caught on the wrapper). */
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart", "keydown", "submit"] as const;

const subscribeNothing = () => () => {};

function intent(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * A client component drawn by the server, whose code the browser fetches only when a visitor
 * reaches for it: a pointer over it, a touch, focus or a key inside it, a submit. Until then its server
 * HTML stays on the page as it is (a form in it posts without JavaScript, and React replays a
 * submit made before its code arrived), and no page's first load carries its code.
 *
 * How: the loaded component sits in a Suspense boundary that, while the page hydrates, waits for
 * that first use; React keeps a boundary's server HTML until it can hydrate it. Drawn anew in the
 * browser (a client navigation shows it for the first time), it is fetched at once instead.
 * Its props are data from the server: a refresh that sends the same data again does not draw it
 * anew (React would drop a boundary's server HTML that gets an update before it hydrates).
 */
export function loadOnUse<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));

  function WhenUsed({ used, props }: { used: Promise<void>; props: P }) {
    // true on the server and while hydrating, false when drawn anew in the browser.
    const hydrating = useSyncExternalStore(
      subscribeNothing,
      () => false,
      () => true,
    );
    if (hydrating && typeof window !== "undefined") use(used);
    return <Loaded {...props} />;
  }

  function LoadOnUse(props: P) {
    const [first] = useState(intent);
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const node = wrapper.current;
      if (!node) return;
      const onIntent = () => {
        first.resolve();
        for (const name of INTENT_EVENTS) node.removeEventListener(name, onIntent, true);
      };
      for (const name of INTENT_EVENTS) node.addEventListener(name, onIntent, { capture: true, passive: true });
      return () => {
        for (const name of INTENT_EVENTS) node.removeEventListener(name, onIntent, true);
      };
    }, [first]);
    return (
      <div ref={wrapper} className="contents">
        <Suspense fallback={null}>
          <WhenUsed used={first.promise} props={props} />
        </Suspense>
      </div>
    );
  }
  return memo(LoadOnUse, sameData);
}

/** Props compared as the data they are (a refresh sends equal, not identical, objects). */
function sameData(a: object, b: object): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
