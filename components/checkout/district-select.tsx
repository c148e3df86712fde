"use client";
/**
 * The checkout's district choice: a button showing the choice, which fetches the searchable list
 * (./district-list: Radix UI's Popover with cmdk's command menu) on the first sign of use — the
 * pointer over it, focus, or a press — so /checkout's first load carries neither. A press made
 * before the list arrived opens it once it has.
 */
import { useState, type ComponentProps } from "react";
import { ABROAD_KEY, districtLabel } from "@/lib/domain/districts";
import { cn } from "@/components/ui/cn";
import { PathIcon } from "@/components/ui/stroke-icon";
import { CHEVRONS_UP_DOWN_ICON } from "./checkout-icons";
import type { CheckoutStrings } from "./checkout-words";
import { fetchOnce } from "./fetch-once";

export const COLLECT_CHOICE = "collect";

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

/** The combobox's button, the same before and after the list is fetched. */
export function DistrictTrigger({
  id,
  value,
  words,
  invalid,
  describedBy,
  expanded,
  ...button
}: Pick<DistrictSelectProps, "id" | "value" | "words" | "invalid" | "describedBy"> & { expanded: boolean } & ComponentProps<"button">) {
  return (
    <button
      {...button}
      id={id}
      type="button"
      role="combobox"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={`${id}-list`}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flex w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-sm aria-invalid:border-destructive"
      data-testid="district-select"
    >
      <span className={cn(!value && "text-muted-foreground")}>{value ? choiceLabel(value, words) : words.choose}</span>
      <PathIcon paths={CHEVRONS_UP_DOWN_ICON} className="size-4 shrink-0 opacity-60" />
    </button>
  );
}

type DistrictList = typeof import("./district-list").DistrictList;
const fetchList = fetchOnce(() => import("./district-list").then((m) => m.DistrictList));

export function DistrictSelect(props: DistrictSelectProps) {
  const [List, setList] = useState<DistrictList | null>(null);
  // The pointer over the button or its focus only fetches the list: the button is replaced by the
  // list's own only after a press (a swap between a press's down and up would lose the press).
  const prefetch = () => void fetchList().catch(() => {});
  const press = () => {
    fetchList().then(
      // Pressed: the list opens as it arrives.
      (loaded) => setList(() => loaded),
      // Not fetched (the connection dropped): the button stays, and the next press tries again.
      () => {},
    );
  };
  if (List) return <List {...props} />;
  return (
    <DistrictTrigger
      id={props.id}
      value={props.value}
      words={props.words}
      invalid={props.invalid}
      describedBy={props.describedBy}
      expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={press}
    />
  );
}
