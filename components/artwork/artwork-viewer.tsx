"use client";

import { useCallback, useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from "react";
import type { ViewerStrings } from "@/lib/i18n/ui-strings";
import type { ViewerSlide } from "./artwork-lightbox";

type LightboxComponent = ComponentType<{ slides: readonly ViewerSlide[]; index: number; strings: ViewerStrings; onClose: () => void }>;

/** History state entry that the viewer pushes, so that Back closes it. */
const HISTORY_KEY = "artworkViewer";

/**
 * Opens the full-screen viewer when a picture inside is activated (any element carrying
 * data-viewer-index). The viewer adds a history entry: Back (or Escape, or the close button)
 * closes it and the page stays where it was.
 */
export function ArtworkViewer({ slides, strings, children }: { slides: readonly ViewerSlide[]; strings: ViewerStrings; children: ReactNode }) {
  const [index, setIndex] = useState<number | null>(null);
  // The viewer library (and its styles) is fetched only when a picture is first opened.
  const [Lightbox, setLightbox] = useState<LightboxComponent | null>(null);
  const pushed = useRef(false);

  useEffect(() => {
    function onPopState() {
      if (pushed.current) {
        pushed.current = false;
        setIndex(null);
      }
    }
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const trigger = (event.target as HTMLElement).closest<HTMLElement>("[data-viewer-index]");
    if (!trigger) return;
    event.preventDefault();
    const opened = Number(trigger.dataset.viewerIndex);
    if (!Number.isInteger(opened) || opened < 0 || opened >= slides.length) return;
    if (!pushed.current) {
      window.history.pushState({ ...(window.history.state ?? {}), [HISTORY_KEY]: true }, "");
      pushed.current = true;
    }
    setIndex(opened);
    if (!Lightbox) {
      void import("./artwork-lightbox").then((module) => setLightbox(() => module.default));
    }
  }

  const close = useCallback(() => {
    setIndex(null);
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    }
  }, []);

  return (
    <div onClick={onClick}>
      {children}
      {index !== null && Lightbox && <Lightbox slides={slides} index={index} strings={strings} onClose={close} />}
    </div>
  );
}
