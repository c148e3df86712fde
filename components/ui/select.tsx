"use client";
/** A labelled select on Radix UI's Select (keyboard, typeahead, screen readers). */
import { useId } from "react";
import { Select as Primitive } from "radix-ui";
import { Check, ChevronDown } from "lucide-react";
import { cn } from "@/components/ui/cn";

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  value,
  onValueChange,
  options,
  className,
  hideLabel = false,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  className?: string;
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label id={id} className={cn("text-xs font-medium text-muted-foreground", hideLabel && "sr-only")}>
        {label}
      </label>
      <Primitive.Root value={value} onValueChange={onValueChange}>
        <Primitive.Trigger
          aria-labelledby={id}
          className="inline-flex h-10 min-w-40 items-center justify-between gap-2 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Primitive.Value />
          <Primitive.Icon>
            <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
          </Primitive.Icon>
        </Primitive.Trigger>
        <Primitive.Portal>
          <Primitive.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-80 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-lg"
          >
            <Primitive.Viewport className="p-1">
              {options.map((option) => (
                <Primitive.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-default items-center rounded-md py-2 pr-8 pl-2.5 text-sm outline-none select-none data-[highlighted]:bg-muted"
                >
                  <Primitive.ItemText>{option.label}</Primitive.ItemText>
                  <Primitive.ItemIndicator className="absolute right-2">
                    <Check aria-hidden="true" className="size-4" />
                  </Primitive.ItemIndicator>
                </Primitive.Item>
              ))}
            </Primitive.Viewport>
          </Primitive.Content>
        </Primitive.Portal>
      </Primitive.Root>
    </div>
  );
}
