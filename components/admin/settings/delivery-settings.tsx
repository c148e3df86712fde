"use client";
/**
 * Settings -> Delivery: the zones buyers' districts fall in, in order (a district belongs to the
 * first zone that lists it), each with a rate per item type (each work's own shipping charge, a
 * flat charge per unit in rupees, or on quote), pay on delivery per item type, a promise, and
 * whether it is open; then collection from the studio and the pay-on-delivery fee and limits.
 * Saved together; checkout uses them at once.
 */
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, SwitchField, TextInput } from "@/components/admin/form/fields";
import { fieldErrorsOf, toastResult } from "@/components/admin/form/result-toast";
import { saveDeliverySettings } from "@/lib/actions/admin/settings-delivery";
import type { DeliveryFormValues, RateMode, ZoneFormRow } from "@/lib/domain/admin/delivery-form";
import { ITEM_TYPES, ITEM_TYPE_LABELS, MAX_ZONES, type ItemType } from "@/lib/domain/delivery-zones";
import { DeliveryDistricts } from "./delivery-districts";

const MODE_LABELS: Record<RateMode, string> = { item: "Each work's own charge", flat: "Flat per item", quote: "On quote" };

const EMPTY_ZONE: ZoneFormRow = {
  id: "",
  name: "",
  districts: [],
  international: false,
  rates: { original: { mode: "flat", rupees: "" }, print: { mode: "flat", rupees: "" }, commission: { mode: "flat", rupees: "" } },
  codTypes: [],
  promise: "",
  open: true,
};

const select = "w-full rounded-md border border-input bg-background px-2 py-2 text-sm";

export function DeliverySettings({ values }: { values: DeliveryFormValues }) {
  const router = useRouter();
  const [form, setForm] = useState(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, startSaving] = useTransition();

  const setZone = (index: number, change: Partial<ZoneFormRow>) =>
    setForm((f) => ({ ...f, zones: f.zones.map((zone, i) => (i === index ? { ...zone, ...change } : zone)) }));
  const move = (index: number, by: -1 | 1) =>
    setForm((f) => {
      const to = index + by;
      if (to < 0 || to >= f.zones.length) return f;
      const zones = [...f.zones];
      [zones[index], zones[to]] = [zones[to], zones[index]];
      return { ...f, zones };
    });

  function save() {
    startSaving(async () => {
      const result = await saveDeliverySettings(form);
      if (toastResult(result)) {
        setErrors({});
        router.refresh();
      } else setErrors(fieldErrorsOf(result));
    });
  }

  return (
    <form
      id="delivery"
      className="rounded-lg border border-border bg-card p-5"
      aria-labelledby="delivery-heading"
      data-testid="delivery-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h2 id="delivery-heading" className="text-lg font-semibold">
        Delivery
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        Buyers pick their district at checkout; the first zone that lists it prices the shipping, per item. &ldquo;Each work&apos;s own charge&rdquo;
        uses the shipping set on each work or service. On quote: the order is placed with shipping to be quoted, and you price it on the order.
      </p>
      {errors.zones && <p className="mb-2 text-sm text-destructive">{errors.zones}</p>}
      <ol className="space-y-4">
        {form.zones.map((zone, index) => {
          const label = zone.name.trim() || `zone ${index + 1}`;
          const taken = new Map<string, string>();
          form.zones.forEach((other, i) => {
            if (i !== index) for (const key of other.districts) if (!taken.has(key)) taken.set(key, other.name || `zone ${i + 1}`);
          });
          return (
            <li key={index} className="space-y-3 rounded-md border border-border p-3" data-testid="delivery-zone">
              <div className="flex flex-wrap items-end gap-3">
                <Field label="Zone name" error={errors[`zones.${index}.name`]} className="min-w-48 flex-1">
                  {(p) => <TextInput {...p} value={zone.name} maxLength={60} onChange={(e) => setZone(index, { name: e.target.value })} />}
                </Field>
                <div className="flex items-center gap-1">
                  <Button type="button" variant="ghost" size="sm" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="sm" aria-label={`Move ${label} down`} disabled={index === form.zones.length - 1} onClick={() => move(index, 1)}>
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${label}`}
                    onClick={() => setForm((f) => ({ ...f, zones: f.zones.filter((_, i) => i !== index) }))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-3">
                {ITEM_TYPES.map((type) => (
                  <fieldset key={type} className="space-y-1.5">
                    <legend className="text-sm font-medium">{ITEM_TYPE_LABELS[type]}</legend>
                    <select
                      aria-label={`${ITEM_TYPE_LABELS[type]} shipping in ${label}`}
                      className={select}
                      value={zone.rates[type].mode}
                      onChange={(e) => setZone(index, { rates: { ...zone.rates, [type]: { ...zone.rates[type], mode: e.target.value as RateMode } } })}
                    >
                      {(Object.keys(MODE_LABELS) as RateMode[]).map((mode) => (
                        <option key={mode} value={mode}>
                          {MODE_LABELS[mode]}
                        </option>
                      ))}
                    </select>
                    {zone.rates[type].mode === "flat" && (
                      <Field label="NPR per item" error={errors[`zones.${index}.rates.${type}.rupees`]}>
                        {(p) => (
                          <TextInput
                            {...p}
                            inputMode="decimal"
                            value={zone.rates[type].rupees}
                            maxLength={12}
                            placeholder="0 for free"
                            onChange={(e) => setZone(index, { rates: { ...zone.rates, [type]: { ...zone.rates[type], rupees: e.target.value } } })}
                          />
                        )}
                      </Field>
                    )}
                  </fieldset>
                ))}
              </div>
              <fieldset>
                <legend className="mb-1 text-sm font-medium">Pay on delivery for</legend>
                <div className="flex flex-wrap gap-4">
                  {ITEM_TYPES.map((type: ItemType) => (
                    <label key={type} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={zone.codTypes.includes(type)}
                        onChange={(e) =>
                          setZone(index, { codTypes: e.target.checked ? [...zone.codTypes, type] : zone.codTypes.filter((t) => t !== type) })
                        }
                      />
                      {ITEM_TYPE_LABELS[type]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label="Delivery promise" error={errors[`zones.${index}.promise`]} hint="Shown at checkout and on the order, e.g. 1-2 days">
                  {(p) => <TextInput {...p} value={zone.promise} maxLength={80} onChange={(e) => setZone(index, { promise: e.target.value })} />}
                </Field>
                <div className="space-y-2">
                  <SwitchField label="Open" description="Closed: buyers there are asked to collect or contact you" checked={zone.open} onCheckedChange={(open) => setZone(index, { open })} />
                  <SwitchField
                    label="Outside Nepal"
                    description="Takes every address abroad"
                    checked={zone.international}
                    onCheckedChange={(international) => setZone(index, { international, districts: international ? [] : zone.districts })}
                  />
                </div>
              </div>
              {!zone.international && (
                <DeliveryDistricts
                  zoneLabel={label}
                  selected={zone.districts}
                  taken={taken}
                  error={errors[`zones.${index}.districts`]}
                  onChange={(districts) => setZone(index, { districts })}
                />
              )}
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="mt-3"
        disabled={form.zones.length >= MAX_ZONES}
        onClick={() => setForm((f) => ({ ...f, zones: [...f.zones, { ...EMPTY_ZONE, rates: { ...EMPTY_ZONE.rates } }] }))}
      >
        <Plus aria-hidden="true" /> Add a zone
      </Button>

      <fieldset className="mt-6 space-y-3">
        <legend className="mb-2 font-medium">Collection and pay on delivery</legend>
        <SwitchField
          label="Collect from the studio"
          description="Offered at checkout at no charge"
          checked={form.collectionEnabled}
          onCheckedChange={(collectionEnabled) => setForm((f) => ({ ...f, collectionEnabled }))}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Pay-on-delivery fee (NPR)" error={errors.codFee} hint="Added as a line; empty for none">
            {(p) => <TextInput {...p} inputMode="decimal" value={form.codFee} maxLength={12} onChange={(e) => setForm((f) => ({ ...f, codFee: e.target.value }))} />}
          </Field>
          <Field label="Hours to confirm by phone" error={errors.codConfirmHours} hint="The order holds its works this long before the call">
            {(p) => <TextInput {...p} inputMode="numeric" value={form.codConfirmHours} maxLength={4} onChange={(e) => setForm((f) => ({ ...f, codConfirmHours: e.target.value }))} />}
          </Field>
          <Field label="Open orders per phone" error={errors.codMaxPerPhone} hint="Not delivered yet; 0 for no limit">
            {(p) => <TextInput {...p} inputMode="numeric" value={form.codMaxPerPhone} maxLength={3} onChange={(e) => setForm((f) => ({ ...f, codMaxPerPhone: e.target.value }))} />}
          </Field>
          <Field label="Open orders per address" error={errors.codMaxPerAddress} hint="Not delivered yet; 0 for no limit">
            {(p) => <TextInput {...p} inputMode="numeric" value={form.codMaxPerAddress} maxLength={3} onChange={(e) => setForm((f) => ({ ...f, codMaxPerAddress: e.target.value }))} />}
          </Field>
        </div>
        <fieldset className="space-y-2" data-testid="cod-deposits">
          <legend className="text-sm font-medium">Deposit before pay on delivery</legend>
          <p className="text-sm text-muted-foreground">
            A percent of those items&apos; total, paid online or by QR before you call; the rest is cash on delivery. Rounded up to
            the rupee. Empty or 0: no deposit.
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            {ITEM_TYPES.map((type) => (
              <Field key={type} label={`${ITEM_TYPE_LABELS[type]} (%)`} error={errors[`codDeposits.${type}`]}>
                {(p) => (
                  <TextInput
                    {...p}
                    inputMode="numeric"
                    value={form.codDeposits[type]}
                    maxLength={3}
                    placeholder="0"
                    onChange={(e) => setForm((f) => ({ ...f, codDeposits: { ...f.codDeposits, [type]: e.target.value } }))}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
      </fieldset>
      <Button type="submit" className="mt-4" disabled={saving} aria-busy={saving || undefined}>
        Save delivery
      </Button>
    </form>
  );
}
