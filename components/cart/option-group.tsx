"use client";

import { useId, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";

export interface Option<V extends string> {
  value: V;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
}

/** A radio group drawn as selectable cards (size, framing, category...). */
export function OptionGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  columns = 1,
}: {
  legend: string;
  name: string;
  options: readonly Option<V>[];
  value: V | "";
  onChange: (value: V) => void;
  columns?: 1 | 2;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn("grid gap-2", columns === 2 && "sm:grid-cols-2")}>
        {options.map((option) => {
          const inputId = `${id}-${option.value}`;
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              htmlFor={inputId}
              className={cn(
                "flex cursor-pointer items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm transition-colors",
                checked ? "border-primary bg-muted ring-1 ring-primary" : "border-input hover:bg-muted/60",
                option.disabled && "cursor-not-allowed opacity-50",
              )}
            >
              <span className="flex items-center gap-2">
                <input
                  id={inputId}
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={checked}
                  disabled={option.disabled}
                  onChange={() => onChange(option.value)}
                  className="size-4 accent-current"
                />
                <span>{option.label}</span>
              </span>
              {option.hint !== undefined && <span className="text-muted-foreground tabular-nums">{option.hint}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
