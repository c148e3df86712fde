"use client";
/**
 * The service's pricing, typed in rupees: starting at, a fixed price, a range and an hourly
 * rate, each optional, plus a note. All empty reads 'Price on request' on /services.
 */
import { Field, TextInput } from "@/components/admin/form/fields";
import { MAX_PRICING_NOTE, type ServicePricingInput } from "@/lib/domain/admin/service-fields";

const AMOUNTS: { key: keyof ServicePricingInput; label: string; placeholder: string }[] = [
  { key: "startingAt", label: "Starting at (NPR)", placeholder: "e.g. 6000" },
  { key: "standard", label: "Fixed price (NPR)", placeholder: "e.g. 2500" },
  { key: "rangeMin", label: "Range from (NPR)", placeholder: "e.g. 5000" },
  { key: "rangeMax", label: "Range to (NPR)", placeholder: "e.g. 15000" },
  { key: "hourly", label: "Per hour (NPR)", placeholder: "e.g. 1500" },
];

export function ServicePricingFields({
  value,
  errors,
  onChange,
}: {
  value: ServicePricingInput;
  errors: Record<string, string>;
  onChange: (value: ServicePricingInput) => void;
}) {
  return (
    <fieldset className="space-y-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">Pricing</legend>
      <p className="text-xs text-muted-foreground">Amounts in rupees. Fill only what applies; leave all empty for &lsquo;Price on request&rsquo;.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {AMOUNTS.map(({ key, label, placeholder }) => (
          <Field key={key} label={label} error={errors[`pricing.${key}`]}>
            {(p) => <TextInput {...p} inputMode="decimal" placeholder={placeholder} value={value[key]} onChange={(e) => onChange({ ...value, [key]: e.target.value })} maxLength={40} />}
          </Field>
        ))}
        <Field label="Pricing note" error={errors["pricing.note"]}>
          {(p) => <TextInput {...p} placeholder="e.g. per person" value={value.note} onChange={(e) => onChange({ ...value, note: e.target.value })} maxLength={MAX_PRICING_NOTE} />}
        </Field>
      </div>
    </fieldset>
  );
}
