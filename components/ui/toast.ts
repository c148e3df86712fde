/**
 * Toasts for the public site, with the toast library (sonner) fetched on first use instead of
 * with every page: `toast.success(message)` loads it, the <Toaster> in the root layout then
 * mounts and shows every toast asked for meanwhile (sonner replays active toasts to a Toaster
 * that subscribes late). The back office may import `toast` from "sonner" directly: the
 * Toaster loads at once there.
 */
import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "info" | "warning";

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Fetches the toast library (once) and tells the Toaster to mount. */
export function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** For useSyncExternalStore: whether any toast has been asked for yet. */
export function toastsRequested(): boolean {
  return sonner !== undefined;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void loadToasts().then(({ toast }) => toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
};
