"use client";
/**
 * The searchable district list of the checkout: Radix UI's Popover with cmdk's command menu
 * (typing filters by name, province and other names, arrows and Enter choose, Escape closes).
 * First "Collect from the studio" when offered, then the 77 districts by province, then
 * "Outside Nepal".
 */
import { useState } from "react";
import { Popover } from "radix-ui";
import { Command } from "cmdk";
import { Check, ChevronsUpDown, Search } from "lucide-react";
import { ABROAD_KEY, DISTRICTS, PROVINCES, districtLabel } from "@/lib/domain/districts";
import { cn } from "@/components/ui/cn";
import { fillString } from "@/lib/i18n/client-strings";
import type { CheckoutStrings } from "./checkout-words";

export const COLLECT_CHOICE = "collect";

export function choiceLabel(value: string, words: Pick<CheckoutStrings["select"], "collect" | "outsideNepal">): string {
  if (value === COLLECT_CHOICE) return words.collect;
  if (value === ABROAD_KEY) return words.outsideNepal;
  return districtLabel(value);
}

const item =
  "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[selected=true]:bg-muted data-[disabled=true]:opacity-50";

export function DistrictSelect({
  id,
  value,
  onChange,
  collectionEnabled,
  abroadEnabled,
  invalid,
  describedBy,
  words,
}: {
  /** The list's words in the page's language. */
  words: CheckoutStrings["select"];
  id: string;
  value: string;
  onChange: (value: string) => void;
  collectionEnabled: boolean;
  abroadEnabled: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const choose = (next: string) => {
    onChange(next);
    setOpen(false);
  };
  const mark = (key: string) => <Check aria-hidden="true" className={cn("ml-auto size-4", value === key ? "opacity-100" : "opacity-0")} />;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="flex w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-sm aria-invalid:border-destructive"
          data-testid="district-select"
        >
          <span className={cn(!value && "text-muted-foreground")}>{value ? choiceLabel(value, words) : words.choose}</span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          id={`${id}-list`}
          align="start"
          sideOffset={4}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-64 rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <Command label={words.districts} loop>
            <div className="flex items-center gap-2 border-b border-border px-2">
              <Search aria-hidden="true" className="size-4 opacity-60" />
              <Command.Input placeholder={words.search} className="w-full bg-transparent py-2 text-base outline-none sm:text-sm" maxLength={40} />
            </div>
            <Command.List className="max-h-72 overflow-y-auto py-1">
              <Command.Empty className="px-2 py-3 text-sm text-muted-foreground">{words.noDistrict}</Command.Empty>
              {collectionEnabled && (
                <Command.Item value={words.collect} keywords={["pick up", "studio", "collect", "Collect from the studio"]} onSelect={() => choose(COLLECT_CHOICE)} className={item}>
                  {words.collect} <span className="text-xs text-muted-foreground">{words.noCharge}</span>
                  {mark(COLLECT_CHOICE)}
                </Command.Item>
              )}
              {PROVINCES.map((province) => (
                <Command.Group key={province} heading={fillString(words.province, { province })} className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground">
                  {DISTRICTS.filter((d) => d.province === province).map((district) => (
                    <Command.Item
                      key={district.key}
                      value={district.name}
                      keywords={[province, ...(district.aliases ?? [])]}
                      onSelect={() => choose(district.key)}
                      className={item}
                    >
                      {district.name}
                      {mark(district.key)}
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
              {abroadEnabled && (
                <Command.Item value={words.outsideNepal} keywords={["abroad", "international", "india", "usa", "uk", "australia", "Outside Nepal"]} onSelect={() => choose(ABROAD_KEY)} className={item}>
                  {words.outsideNepal}
                  {mark(ABROAD_KEY)}
                </Command.Item>
              )}
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
