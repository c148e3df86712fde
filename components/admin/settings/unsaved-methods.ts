"use client";
/**
 * Which payment-method cards of the Settings page hold edits not yet saved with their own
 * 'Save {method}' button. 'Save Settings' says so instead of letting them be lost silently, and
 * leaving the page asks first.
 */
import { useSyncExternalStore } from "react";

let dirty: readonly string[] = [];
const listeners = new Set<() => void>();

function emit(next: readonly string[]) {
  dirty = next;
  for (const listener of listeners) listener();
}

export function markUnsaved(label: string) {
  if (!dirty.includes(label)) emit([...dirty, label]);
}

export function markSaved(label: string) {
  if (dirty.includes(label)) emit(dirty.filter((l) => l !== label));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: readonly string[] = [];

export function useUnsavedMethods(): readonly string[] {
  return useSyncExternalStore(subscribe, () => dirty, () => EMPTY);
}

/** 'eSewa has unsaved changes...' for the toast of 'Save Settings'. */
export function unsavedMessage(labels: readonly string[]): string {
  const names = labels.join(" and ");
  return `${names} ${labels.length === 1 ? "has" : "have"} unsaved changes: save ${labels.length === 1 ? "it" : "each"} with ${labels.map((l) => `'Save ${l}'`).join(" / ")}.`;
}
