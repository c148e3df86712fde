import { Field, NativeSelect, TextInput } from "@/components/admin/form/fields";
import type { SettingsFormText } from "@/lib/data/admin/settings";

type PolicyValues = Pick<SettingsFormText, "commissionRefundUntil" | "commissionKeepPercent" | "commissionCancellationPolicy">;

/**
 * Settings' commission cancellation policy: until when the deposit is refunded in full, the share
 * of it kept after that, and an optional note. The sentence buyers read is generated from the
 * choice (lib/domain/commission-policy.ts); `sentence` is the one saved now.
 */
export function CommissionPolicyFields({
  values,
  errors,
  sentence,
  onChange,
}: {
  values: PolicyValues;
  errors: Partial<Record<keyof PolicyValues, string>>;
  sentence: string;
  onChange: (field: keyof PolicyValues, value: string) => void;
}) {
  const never = values.commissionRefundUntil === "never";
  return (
    <fieldset className="grid gap-4 rounded-lg border border-border p-4 sm:col-span-2 sm:grid-cols-2" data-testid="commission-policy-settings">
      <legend className="px-1 text-sm font-medium">Commission cancellation policy</legend>
      <Field label="Deposit refunded in full" error={errors.commissionRefundUntil} hint="Applies to orders placed from now on; placed orders keep the policy they were placed with.">
        {(p) => (
          <NativeSelect {...p} value={values.commissionRefundUntil} onChange={(e) => onChange("commissionRefundUntil", e.target.value)}>
            <option value="accepted">Until I accept it</option>
            <option value="sketch_approved">Until the sketch is approved</option>
            <option value="never">Never (non-refundable)</option>
          </NativeSelect>
        )}
      </Field>
      <Field
        label={never ? "Share of the deposit kept (%)" : "Share of the deposit kept after that (%)"}
        error={errors.commissionKeepPercent}
        hint="100 keeps the whole deposit; what was paid beyond the deposit is always refunded."
      >
        {(p) => (
          <TextInput {...p} type="number" min={1} max={100} step={1} inputMode="numeric" value={values.commissionKeepPercent} onChange={(e) => onChange("commissionKeepPercent", e.target.value)} />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field label="Note beside the policy (optional)" error={errors.commissionCancellationPolicy} hint="Shown after the policy at checkout, on the order page and in the confirmation email.">
          {(p) => <TextInput {...p} value={values.commissionCancellationPolicy} onChange={(e) => onChange("commissionCancellationPolicy", e.target.value)} maxLength={600} />}
        </Field>
      </div>
      <p className="text-sm text-muted-foreground sm:col-span-2" data-testid="commission-policy-sentence">
        Buyers read now: <span className="text-foreground">{sentence}</span>
      </p>
    </fieldset>
  );
}
