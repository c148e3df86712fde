"use client";
/** 'Create New Service' / 'Edit Service' (spec section 2). A failed save keeps the dialog open. */
import { useCallback, useRef, useState, useTransition } from "react";
import { ImagePlus, Trash2 } from "lucide-react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect, SwitchField, TextArea, TextInput } from "@/components/admin/form/fields";
import { fieldErrorsOf, toastResult } from "@/components/admin/form/result-toast";
import { CommissionPricingEditor } from "@/components/admin/services/commission-pricing-editor";
import { createServiceAction, updateServiceAction } from "@/lib/actions/admin/services";
import { UploadProgressList, useImageUploads, type StoredUpload } from "@/components/admin/form/image-uploads";
import { discardUploadsAction } from "@/lib/actions/admin/uploads";
import { capitalise, SERVICE_CATEGORIES, SERVICE_MESSAGES, type ServiceCategory } from "@/lib/domain/admin/service-form";
import { EMPTY_PRICING_INPUT, type CommissionCategoryInput, type ServicePricingInput } from "@/lib/domain/admin/service-fields";
import { ServicePricingFields } from "@/components/admin/services/service-pricing-fields";
import type { AdminServiceRow } from "@/lib/data/admin/services";

interface FormState {
  title: string;
  category: ServiceCategory;
  duration: string;
  description: string;
  features: string;
  titleNe: string;
  descriptionNe: string;
  featuresNe: string;
  pricing: ServicePricingInput;
  commissionPricing: CommissionCategoryInput[];
  shippingType: "free" | "fixed";
  shippingCharge: string;
  taxRate: string;
  taxIncluded: boolean;
  depositPercent: string;
  available: boolean;
  featured: boolean;
  imageUrl: string | null;
}

function initial(service: AdminServiceRow | null, defaults: { taxRate: string; shippingCharge: string }): FormState {
  if (service) {
    return {
      title: service.title,
      category: service.category,
      duration: service.duration,
      description: service.description,
      features: service.features.join("\n"),
      titleNe: service.titleNe,
      descriptionNe: service.descriptionNe,
      featuresNe: service.featuresNe.join("\n"),
      pricing: service.pricing,
      commissionPricing: service.commissionPricing,
      shippingType: service.shippingType,
      shippingCharge: service.shippingCharge,
      taxRate: service.taxRate,
      taxIncluded: service.taxIncluded,
      depositPercent: service.depositPercent,
      available: service.available,
      featured: service.featured,
      imageUrl: service.imageUrl,
    };
  }
  return {
    title: "",
    category: "commission",
    duration: "TBD",
    description: "",
    features: "",
    titleNe: "",
    descriptionNe: "",
    featuresNe: "",
    pricing: { ...EMPTY_PRICING_INPUT },
    commissionPricing: [],
    shippingType: "free",
    shippingCharge: defaults.shippingCharge,
    taxRate: defaults.taxRate,
    taxIncluded: false,
    depositPercent: "50",
    available: true,
    featured: false,
    imageUrl: null,
  };
}


export function ServiceDialog({
  open,
  onOpenChange,
  service,
  defaults,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: AdminServiceRow | null;
  defaults: { taxRate: string; shippingCharge: string };
  onSaved: () => void;
}) {
  const [form, setForm] = useState<FormState>(() => initial(service, defaults));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, startSaving] = useTransition();
  const fileInput = useRef<HTMLInputElement>(null);
  /** Images uploaded while the dialog is open: the ones not saved are discarded from storage. */
  const uploaded = useRef<string[]>([]);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  function discardUnsaved(kept: string | null) {
    const unused = uploaded.current.filter((url) => url !== kept);
    uploaded.current = [];
    if (unused.length > 0) void discardUploadsAction(unused);
  }

  const onStored = useCallback((image: StoredUpload) => {
    uploaded.current.push(image.url);
    setForm((f) => ({ ...f, imageUrl: image.url }));
    setErrors((e) => ({ ...e, imageUrl: "" }));
  }, []);
  const uploads = useImageUploads("service", onStored);
  const uploading = uploads.busy;

  function close(open: boolean) {
    if (open) return;
    uploads.cancel();
    discardUnsaved(null);
    onOpenChange(false);
  }

  function upload(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    uploads.add([file]);
  }

  function save() {
    startSaving(async () => {
      const result = service ? await updateServiceAction({ ...form, id: service.id }) : await createServiceAction(form);
      if (toastResult(result, SERVICE_MESSAGES.saveFailedTitle, SERVICE_MESSAGES.saveFailed)) {
        discardUnsaved(form.imageUrl);
        onOpenChange(false);
        onSaved();
      } else {
        setErrors(fieldErrorsOf(result));
      }
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={service ? "Edit Service" : "Create New Service"} size="lg">
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <div className="space-y-2">
            <p className="text-sm font-medium">Image</p>
            <div className="flex flex-wrap items-center gap-3">
              {form.imageUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- preview of the chosen image
                <img src={form.imageUrl} alt="Service image" className="size-20 rounded-md bg-muted object-cover" />
              ) : (
                <div className="flex size-20 items-center justify-center rounded-md bg-muted text-xs text-muted-foreground">No image</div>
              )}
              <input ref={fileInput} type="file" accept={uploads.accept} className="sr-only" aria-label="Upload service image" onChange={(e) => upload(e.target.files?.[0])} />
              <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}>
                <ImagePlus aria-hidden="true" />
                {uploading ? "Uploading..." : form.imageUrl ? "Replace image" : "Upload image"}
              </Button>
              {form.imageUrl && (
                <Button type="button" variant="ghost" size="sm" onClick={() => set("imageUrl", null)}>
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              )}
            </div>
            <UploadProgressList items={uploads.items} onDismiss={uploads.dismiss} />
            <p className="text-xs text-muted-foreground">PNG, JPG, WEBP or GIF, max 5MB. Photos are resized to 2560×1440 before upload.</p>
            {errors.imageUrl && <p className="text-sm text-destructive">{errors.imageUrl}</p>}
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Title *" error={errors.title}>
              {(p) => <TextInput {...p} value={form.title} onChange={(e) => set("title", e.target.value)} maxLength={200} required />}
            </Field>
            <Field label="Title in Nepali" error={errors.titleNe} hint="Optional; empty shows the English">
              {(p) => <TextInput {...p} lang="ne" value={form.titleNe} onChange={(e) => set("titleNe", e.target.value)} maxLength={200} />}
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Category" error={errors.category}>
              {(p) => (
                <NativeSelect {...p} value={form.category} onChange={(e) => set("category", e.target.value as ServiceCategory)}>
                  {SERVICE_CATEGORIES.map((c) => (
                    <option key={c} value={c}>{capitalise(c)}</option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label="Duration" error={errors.duration}>
              {(p) => <TextInput {...p} value={form.duration} onChange={(e) => set("duration", e.target.value)} placeholder="2-4 weeks" maxLength={100} />}
            </Field>
          </div>
          <Field label="Description" error={errors.description}>
            {(p) => <TextArea {...p} value={form.description} onChange={(e) => set("description", e.target.value)} maxLength={5000} />}
          </Field>
          <Field label="Description in Nepali" error={errors.descriptionNe}>
            {(p) => <TextArea {...p} lang="ne" value={form.descriptionNe} onChange={(e) => set("descriptionNe", e.target.value)} maxLength={5000} />}
          </Field>
          <Field label="Features (one per line)" error={errors.features}>
            {(p) => <TextArea {...p} value={form.features} onChange={(e) => set("features", e.target.value)} />}
          </Field>
          <Field label="Features in Nepali (one per line)" error={errors.featuresNe}>
            {(p) => <TextArea {...p} lang="ne" value={form.featuresNe} onChange={(e) => set("featuresNe", e.target.value)} />}
          </Field>
          <ServicePricingFields value={form.pricing} errors={errors} onChange={(v) => set("pricing", v)} />
          {form.category === "commission" && <CommissionPricingEditor value={form.commissionPricing} error={errors.commissionPricing} onChange={(v) => set("commissionPricing", v)} />}
          {form.category === "commission" && (
            <Field label="Deposit at checkout (%)" error={errors.depositPercent}>
              {(p) => (
                <TextInput
                  {...p}
                  type="number"
                  min={1}
                  max={100}
                  step={1}
                  inputMode="numeric"
                  value={form.depositPercent}
                  onChange={(e) => set("depositPercent", e.target.value)}
                  aria-describedby="deposit-percent-hint"
                />
              )}
            </Field>
          )}
          {form.category === "commission" && (
            <p id="deposit-percent-hint" className="-mt-2 text-xs text-muted-foreground">
              The buyer pays this share of the commission at checkout and the balance when the work is ready. 100 = paid in full at checkout.
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Shipping type" error={errors.shippingType}>
              {(p) => (
                <NativeSelect {...p} value={form.shippingType} onChange={(e) => set("shippingType", e.target.value as "free" | "fixed")}>
                  <option value="free">Free shipping</option>
                  <option value="fixed">Fixed charge (per item)</option>
                </NativeSelect>
              )}
            </Field>
            {form.shippingType === "fixed" && (
              <Field label="Shipping charge (NPR)" error={errors.shippingCharge}>
                {(p) => <TextInput {...p} type="number" min={0} step="0.01" inputMode="decimal" value={form.shippingCharge} onChange={(e) => set("shippingCharge", e.target.value)} />}
              </Field>
            )}
            <Field label="Tax rate (%)" error={errors.taxRate}>
              {(p) => <TextInput {...p} type="number" min={0} max={100} step="0.01" inputMode="decimal" value={form.taxRate} onChange={(e) => set("taxRate", e.target.value)} />}
            </Field>
          </div>
          <div className="grid gap-2 sm:grid-cols-3">
            <SwitchField label="Tax included" checked={form.taxIncluded} onCheckedChange={(v) => set("taxIncluded", v)} />
            <SwitchField label="Available" checked={form.available} onCheckedChange={(v) => set("available", v)} />
            <SwitchField label="Featured" checked={form.featured} onCheckedChange={(v) => set("featured", v)} />
          </div>
          <div className="flex justify-end gap-2 border-t border-border pt-4">
            <Button type="button" variant="outline" onClick={() => close(false)}>Cancel</Button>
            <Button type="submit" disabled={saving || uploading || form.title.trim() === ""}>
              {saving ? "Saving..." : service ? "Update" : "Create"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
