"use client";
/** Settings: persisted and applied across the site ('Settings saved successfully'). */
import { useEffect, useState, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect, SwitchField, TextArea, TextInput } from "@/components/admin/form/fields";
import { fieldErrorsOf, toastResult } from "@/components/admin/form/result-toast";
import { saveSettingsAction } from "@/lib/actions/admin/settings";
import type { SettingsFormText } from "@/lib/data/admin/settings";
import { SOCIAL_PLATFORMS } from "@/lib/domain/admin/settings-form";
import { unsavedMessage, useUnsavedMethods } from "@/components/admin/settings/unsaved-methods";
import { toast } from "sonner";
import { CommissionPolicyFields } from "@/components/admin/settings/commission-policy-fields";

function Section({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border bg-card p-5" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">{title}</h2>
      <p className="mb-4 text-sm text-muted-foreground">{description}</p>
      <div className="space-y-4">{children}</div>
    </section>
  );
}

export function SettingsForm({ values }: { values: SettingsFormText }) {
  const router = useRouter();
  const [form, setForm] = useState(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, startSaving] = useTransition();
  const set = <K extends keyof SettingsFormText>(key: K, value: SettingsFormText[K]) => setForm((f) => ({ ...f, [key]: value }));
  const unsavedMethods = useUnsavedMethods();
  const dirty = JSON.stringify(form) !== JSON.stringify(values);

  // Leaving the page with edits not saved asks first.
  useEffect(() => {
    if (!dirty && unsavedMethods.length === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty, unsavedMethods.length]);

  function save() {
    // 'Save Settings' saves this form only: edits in a payment-method card are saved with that
    // card's own button, and are never dropped silently.
    if (unsavedMethods.length > 0) toast.warning(unsavedMessage(unsavedMethods), { duration: 10_000 });
    startSaving(async () => {
      const result = await saveSettingsAction(form);
      if (toastResult(result)) {
        setErrors({});
        router.refresh();
      } else {
        setErrors(fieldErrorsOf(result));
      }
    });
  }

  return (
    <form
      className="max-w-3xl space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-sm text-muted-foreground">Site details, shop defaults and switches. Changes apply across the site at once.</p>
      </div>

      <Section id="general" title="General" description="Shown in the header, page titles, search results and emails.">
        <Field label="Site name" error={errors.siteName}>
          {(p) => <TextInput {...p} value={form.siteName} onChange={(e) => set("siteName", e.target.value)} maxLength={100} required />}
        </Field>
        <Field label="Site description" error={errors.siteDescription}>
          {(p) => <TextArea {...p} value={form.siteDescription} onChange={(e) => set("siteDescription", e.target.value)} maxLength={500} />}
        </Field>
        <Field label="Site description in Nepali" error={errors.siteDescriptionNe} hint="Shown on the Nepali pages; empty shows the English one">
          {(p) => <TextArea {...p} lang="ne" value={form.siteDescriptionNe} onChange={(e) => set("siteDescriptionNe", e.target.value)} maxLength={500} />}
        </Field>
        <Field label="Numerals on Nepali pages" error={errors.nepaliNumerals} hint="Prices and dates on the Nepali pages and in Nepali emails">
          {(p) => (
            <NativeSelect {...p} value={form.nepaliNumerals} onChange={(e) => set("nepaliNumerals", e.target.value as SettingsFormText["nepaliNumerals"])}>
              <option value="devanagari">Devanagari: रू ८५,०००</option>
              <option value="latin">Latin: रू 85,000</option>
            </NativeSelect>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Contact email" error={errors.contactEmail}>
            {(p) => <TextInput {...p} type="email" value={form.contactEmail} onChange={(e) => set("contactEmail", e.target.value)} required />}
          </Field>
          <Field label="Support email" error={errors.supportEmail}>
            {(p) => <TextInput {...p} type="email" value={form.supportEmail} onChange={(e) => set("supportEmail", e.target.value)} required />}
          </Field>
        </div>
      </Section>

      <Section id="contact" title="Contact & social" description="One source for the footer, /contact, /about, search results and every email.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Phone" error={errors.contactPhone} hint="e.g. +977 980-1234567; empty hides it.">
            {(p) => <TextInput {...p} type="tel" autoComplete="off" value={form.contactPhone} onChange={(e) => set("contactPhone", e.target.value)} maxLength={40} />}
          </Field>
          <Field label="Studio address" error={errors.contactAddress}>
            {(p) => <TextInput {...p} value={form.contactAddress} onChange={(e) => set("contactAddress", e.target.value)} maxLength={200} />}
          </Field>
          <Field label="WhatsApp number" error={errors.whatsappNumber} hint="With the country code, e.g. +977 9801234567.">
            {(p) => <TextInput {...p} type="tel" autoComplete="off" value={form.whatsappNumber} onChange={(e) => set("whatsappNumber", e.target.value)} maxLength={40} />}
          </Field>
          <Field label="Viber number" error={errors.viberNumber} hint="With the country code.">
            {(p) => <TextInput {...p} type="tel" autoComplete="off" value={form.viberNumber} onChange={(e) => set("viberNumber", e.target.value)} maxLength={40} />}
          </Field>
          <Field label="PAN / VAT number" error={errors.taxNumber} hint="Printed on receipts; empty leaves it off.">
            {(p) => <TextInput {...p} autoComplete="off" value={form.taxNumber} onChange={(e) => set("taxNumber", e.target.value)} maxLength={20} />}
          </Field>
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Social links</legend>
          {SOCIAL_PLATFORMS.map((platform) => (
            <Field key={platform} label={platform} error={errors[`social.${platform}`]}>
              {(p) => (
                <TextInput
                  {...p}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={form.social[platform]}
                  onChange={(e) => set("social", { ...form.social, [platform]: e.target.value })}
                  maxLength={300}
                />
              )}
            </Field>
          ))}
        </fieldset>
      </Section>

      <Section id="shop" title="Shop" description="The shipping fee is offered as the fixed charge of new artworks and services; new items start with no tax.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Currency" hint="Prices are in Nepalese rupees.">
            {(p) => <TextInput {...p} value={form.currency} readOnly disabled />}
          </Field>
          <Field label="Tax rate (%)" error={errors.taxRate} hint="For reference: each artwork and service carries its own rate.">
            {(p) => <TextInput {...p} type="number" min={0} max={100} step="0.01" inputMode="decimal" value={form.taxRate} onChange={(e) => set("taxRate", e.target.value)} />}
          </Field>
          <Field label="Shipping fee (NPR)" error={errors.shippingFee}>
            {(p) => <TextInput {...p} type="number" min={0} step="0.01" inputMode="decimal" value={form.shippingFee} onChange={(e) => set("shippingFee", e.target.value)} />}
          </Field>
          <Field
            label="Originals per order"
            error={errors.maxReservedOriginals}
            hint="Most original artworks one order awaiting payment verification may hold."
          >
            {(p) => (
              <TextInput {...p} type="number" min={1} max={50} step={1} inputMode="numeric" value={form.maxReservedOriginals} onChange={(e) => set("maxReservedOriginals", e.target.value)} />
            )}
          </Field>
          <Field label="Delivery time" error={errors.deliveryDays} hint="Originals and prints; commissions use their service's duration.">
            {(p) => <TextInput {...p} value={form.deliveryDays} onChange={(e) => set("deliveryDays", e.target.value)} maxLength={60} placeholder="5-7 business days" />}
          </Field>
          <Field label="Commission change rounds" error={errors.commissionChangeRounds} hint="Changes to a sketch included in a commission's price; past them, you may add a priced line.">
            {(p) => (
              <TextInput {...p} type="number" min={0} max={20} step={1} inputMode="numeric" value={form.commissionChangeRounds} onChange={(e) => set("commissionChangeRounds", e.target.value)} />
            )}
          </Field>
          <CommissionPolicyFields values={form} errors={errors} sentence={values.commissionPolicySentence} onChange={(field, value) => set(field, value)} />
          <Field label="Payment check time (hours)" error={errors.paymentCheckHours} hint="Customers are told their payment is checked within this time.">
            {(p) => <TextInput {...p} type="number" min={1} max={168} step={1} inputMode="numeric" value={form.paymentCheckHours} onChange={(e) => set("paymentCheckHours", e.target.value)} />}
          </Field>
          <Field
            label="Payment window (minutes)"
            error={errors.paymentWindowMinutes}
            hint="How long an order holds its original artworks while the buyer pays; unpaid after this, it is cancelled."
          >
            {(p) => (
              <TextInput {...p} type="number" min={5} max={1440} step={1} inputMode="numeric" value={form.paymentWindowMinutes} onChange={(e) => set("paymentWindowMinutes", e.target.value)} />
            )}
          </Field>
        </div>
      </Section>

      <Section id="switches" title="Switches" description="Pause the shop, the notifications to you, or the whole public site.">
        <SwitchField label="Enable orders" description="Off: checkout is paused for visitors." checked={form.enableOrders} onCheckedChange={(v) => set("enableOrders", v)} />
        <SwitchField
          label="Enable notifications"
          description="Off: no new-order or message notifications to administrators (customers still get theirs)."
          checked={form.enableNotifications}
          onCheckedChange={(v) => set("enableNotifications", v)}
        />
        <SwitchField
          label="Acknowledge messages"
          description="On: whoever writes through the contact or inquiry forms gets a short email saying the message arrived."
          checked={form.acknowledgeMessages}
          onCheckedChange={(v) => set("acknowledgeMessages", v)}
        />
        <SwitchField
          label="Maintenance mode"
          description="On: visitors see a maintenance page; administrators keep working."
          checked={form.maintenanceMode}
          onCheckedChange={(v) => set("maintenanceMode", v)}
        />
      </Section>

      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 border-t border-border bg-background px-1 py-3">
        <p className="text-xs text-muted-foreground" role="status">
          {dirty ? "Unsaved changes above." : "Saves the sections above. Each payment method below has its own Save button."}
        </p>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}
