"use client";
/**
 * The checkout's district choice: a button naming the chosen district (or asking for one) that
 * opens the searchable list (district-picker.tsx: Radix UI's Popover and cmdk, about 25 KB gzip).
 * The list's code is fetched when the buyer first reaches for the button (pointer, touch or
 * keyboard focus) and the list opens once it is there; until then this same button is drawn.
 */
import { forwardRef, lazy, Suspense, useState, type ComponentPropsWithoutRef } from "react";
import { ABROAD_KEY, districtLabel } from "@/lib/domain/districts";
import { cn } from "@/components/ui/cn";
import { PathIcon } from "@/components/ui/stroke-icon";
import type { CheckoutStrings } from "./checkout-words";

export const COLLECT_CHOICE = "collect";

/** Lucide's chevrons-up-down (ISC) as path data. */
const CHEVRONS_UP_DOWN_ICON = ["m7 15 5 5 5-5", "m7 9 5-5 5 5"] as const;

export function choiceLabel(value: string, words: Pick<CheckoutStrings["select"], "collect" | "outsideNepal">): string {
  if (value === COLLECT_CHOICE) return words.collect;
  if (value === ABROAD_KEY) return words.outsideNepal;
  return districtLabel(value);
}

export interface DistrictSelectProps {
  /** The list's words in the page's language. */
  words: CheckoutStrings["select"];
  id: string;
  value: string;
  onChange: (value: string) => void;
  collectionEnabled: boolean;
  abroadEnabled: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** The button that opens the list: drawn here before the list's code is loaded, and by the list as its trigger. */
export const DistrictTrigger = forwardRef<
  HTMLButtonElement,
  Pick<DistrictSelectProps, "id" | "value" | "invalid" | "describedBy" | "words"> & { open: boolean } & Omit<ComponentPropsWithoutRef<"button">, "id" | "value">
>(function DistrictTrigger({ id, value, open, invalid, describedBy, words, className, ...button }, ref) {
  return (
    <button
      {...button}
      ref={ref}
      id={id}
      type="button"
      role="combobox"
      aria-expanded={open}
      aria-controls={`${id}-list`}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={cn("flex w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-sm aria-invalid:border-destructive", className)}
      data-testid="district-select"
    >
      <span className={cn(!value && "text-muted-foreground")}>{value ? choiceLabel(value, words) : words.choose}</span>
      <PathIcon paths={CHEVRONS_UP_DOWN_ICON} className="size-4 shrink-0 opacity-60" />
    </button>
  );
});

const loadPicker = () => import("./district-picker");
const DistrictPicker = lazy(() => loadPicker().then((module) => ({ default: module.DistrictPicker })));

export function DistrictSelect(props: DistrictSelectProps) {
  // The buyer pressed the button: the list is drawn (open) from then on.
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadPicker();
  const button = (
    <DistrictTrigger
      id={props.id}
      value={props.value}
      open={false}
      invalid={props.invalid}
      describedBy={props.describedBy}
      words={props.words}
      onPointerEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <DistrictPicker {...props} openAtFirst />
    </Suspense>
  );
}
