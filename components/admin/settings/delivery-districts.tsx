"use client";
/** The districts of one delivery zone: ticked by province; a district another zone holds says which. */
import { DISTRICTS, PROVINCES } from "@/lib/domain/districts";

export function DeliveryDistricts({
  zoneLabel,
  selected,
  taken,
  error,
  onChange,
}: {
  zoneLabel: string;
  selected: string[];
  /** District key -> the other zone that lists it. */
  taken: Map<string, string>;
  error?: string;
  onChange: (districts: string[]) => void;
}) {
  const chosen = new Set(selected);
  const toggle = (keys: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange(DISTRICTS.filter((d) => next.has(d.key)).map((d) => d.key));
  };
  return (
    <details className="rounded-md border border-border" open={Boolean(error)}>
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
        Districts ({selected.length} of {DISTRICTS.length})
      </summary>
      {error && <p className="px-3 text-sm text-destructive">{error}</p>}
      <div className="space-y-3 px-3 pb-3">
        {PROVINCES.map((province) => {
          const districts = DISTRICTS.filter((d) => d.province === province);
          const free = districts.filter((d) => !taken.has(d.key) || chosen.has(d.key)).map((d) => d.key);
          const all = free.length > 0 && free.every((key) => chosen.has(key));
          return (
            <fieldset key={province}>
              <legend className="flex items-center gap-2 text-sm font-medium">
                {province}
                <button type="button" className="text-xs text-muted-foreground underline" onClick={() => toggle(free, !all)} aria-label={`${all ? "Clear" : "Add"} all free districts of ${province} for ${zoneLabel}`}>
                  {all ? "clear" : "all free"}
                </button>
              </legend>
              <div className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3">
                {districts.map((district) => {
                  const other = taken.get(district.key);
                  return (
                    <label key={district.key} className="flex items-center gap-2 text-sm">
                      <input type="checkbox" checked={chosen.has(district.key)} onChange={(e) => toggle([district.key], e.target.checked)} />
                      <span>
                        {district.name}
                        {other && !chosen.has(district.key) && <span className="text-xs text-muted-foreground"> ({other})</span>}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
    </details>
  );
}
