"use client";
/**
 * The courier presets of Mark shipped (lib/couriers/presets.ts): one tap fills the courier's name;
 * with a tracking number and no link, the server links the courier's tracking page.
 */
import { COURIER_PRESETS, presetByName } from "@/lib/couriers/presets";
import { cn } from "@/components/ui/cn";

export function CourierPresetPicker({ courier, onPick }: { courier: string; onPick: (name: string) => void }) {
  const current = presetByName(courier);
  return (
    <div role="group" aria-label="Usual carriers" className="flex flex-wrap gap-2" data-testid="courier-presets">
      {COURIER_PRESETS.map((preset) => {
        const active = preset.key === "other" ? !current && courier !== "" : current?.key === preset.key;
        return (
          <button
            key={preset.key}
            type="button"
            aria-pressed={active}
            onClick={() => onPick(preset.key === "other" ? "" : preset.name)}
            className={cn(
              "rounded-full border px-3 py-1 text-sm",
              active ? "border-primary bg-primary text-primary-foreground" : "border-border bg-background hover:bg-muted",
            )}
            title={preset.hint}
          >
            {preset.name}
          </button>
        );
      })}
    </div>
  );
}
