"use client";
/**
 * The commission pricing editor: categories, each with tiers of size, dimensions (inches) and
 * price in rupees. The server refuses a tier whose price is not an amount above NPR 0.
 */
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/admin/form/fields";
import type { CommissionCategoryInput } from "@/lib/domain/admin/service-fields";

export function CommissionPricingEditor({ value, error, onChange }: { value: CommissionCategoryInput[]; error?: string; onChange: (value: CommissionCategoryInput[]) => void }) {
  const update = (index: number, next: CommissionCategoryInput) => onChange(value.map((c, i) => (i === index ? next : c)));
  return (
    <fieldset className="space-y-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">Commission pricing</legend>
      {value.length === 0 && <p className="text-sm text-muted-foreground">No pricing categories yet.</p>}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {value.map((category, ci) => (
        <div key={ci} className="space-y-2 rounded-md bg-muted/50 p-3" data-testid="pricing-category">
          <div className="flex gap-2">
            <input
              className={inputClasses}
              aria-label={`Category ${ci + 1} name`}
              placeholder="Category (e.g. Single Person)"
              value={category.category}
              onChange={(e) => update(ci, { ...category, category: e.target.value })}
            />
            <Button type="button" variant="ghost" size="icon" aria-label={`Remove category ${ci + 1}`} onClick={() => onChange(value.filter((_, i) => i !== ci))}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
          {category.tiers.map((tier, ti) => {
            const setTier = (patch: Partial<typeof tier>) =>
              update(ci, { ...category, tiers: category.tiers.map((t, i) => (i === ti ? { ...t, ...patch } : t)) });
            const label = `category ${ci + 1} tier ${ti + 1}`;
            return (
              <div key={ti} className="grid grid-cols-[1fr_1fr] gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
                <input className={inputClasses} aria-label={`Size, ${label}`} placeholder="Size" value={tier.size} onChange={(e) => setTier({ size: e.target.value })} />
                <input className={inputClasses} aria-label={`Dimensions in inches, ${label}`} placeholder='8" x 10"' value={tier.dimensions} onChange={(e) => setTier({ dimensions: e.target.value })} />
                <input className={inputClasses} aria-label={`Price in NPR, ${label}`} placeholder="NPR, e.g. 2500" inputMode="decimal" value={String(tier.price)} onChange={(e) => setTier({ price: e.target.value })} />
                <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${label}`} onClick={() => update(ci, { ...category, tiers: category.tiers.filter((_, i) => i !== ti) })}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            );
          })}
          <Button type="button" variant="outline" size="sm" onClick={() => update(ci, { ...category, tiers: [...category.tiers, { size: "", dimensions: "", price: "" }] })}>
            <Plus aria-hidden="true" />
            Add tier
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" onClick={() => onChange([...value, { category: "", tiers: [{ size: "", dimensions: "", price: "" }] }])}>
        <Plus aria-hidden="true" />
        Add category
      </Button>
    </fieldset>
  );
}
