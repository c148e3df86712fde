"use client";
/**
 * The searchable district list of the checkout, fetched by ./district-select on first use: Radix
 * UI's Popover with cmdk's command menu (typing filters by name, province and other names, arrows
 * and Enter choose, Escape closes). First "Collect from the studio" when offered, then the 77
 * districts by province, then "Outside Nepal".
 */
import { useState } from "react";
import { Popover } from "radix-ui";
import { Command } from "cmdk";
import { DISTRICTS, PROVINCES, ABROAD_KEY } from "@/lib/domain/districts";
import { cn } from "@/components/ui/cn";
import { PathIcon } from "@/components/ui/stroke-icon";
import { fillString } from "@/lib/i18n/client-strings";
import { CHECK_ICON, SEARCH_ICON } from "./checkout-icons";
import { COLLECT_CHOICE, DistrictTrigger, type DistrictSelectProps } from "./district-select";

const item =
  "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[selected=true]:bg-muted data-[disabled=true]:opacity-50";

export function DistrictList({
  id,
  value,
  onChange,
  collectionEnabled,
  abroadEnabled,
  invalid,
  describedBy,
  words,
}: DistrictSelectProps) {
  // It replaces the plain button only after a press (district-select.tsx): open at once.
  const [open, setOpen] = useState(true);
  const choose = (next: string) => {
    onChange(next);
    setOpen(false);
  };
  const mark = (key: string) => <PathIcon paths={CHECK_ICON} className={cn("ml-auto size-4", value === key ? "opacity-100" : "opacity-0")} />;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <DistrictTrigger id={id} value={value} words={words} invalid={invalid} describedBy={describedBy} expanded={open} />
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
              <PathIcon paths={SEARCH_ICON} className="size-4 opacity-60" />
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
