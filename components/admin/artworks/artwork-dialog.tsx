"use client";
/**
 * 'Add Artwork' / 'Edit Artwork': every field of the artwork (spec section 3), ordered images
 * (the first is the main image), Create/Update disabled without a title. A failed save keeps
 * the dialog open with the field messages.
 */
import { useCallback, useRef, useState, useTransition } from "react";
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect, SwitchField, TextArea, TextInput } from "@/components/admin/form/fields";
import { fieldErrorsOf, toastResult } from "@/components/admin/form/result-toast";
import { createArtworkAction, updateArtworkAction } from "@/lib/actions/admin/artworks";
import { UploadProgressList, useImageUploads, type StoredUpload } from "@/components/admin/form/image-uploads";
import { discardUploadsAction } from "@/lib/actions/admin/uploads";
import { ARTWORK_MESSAGES, ARTWORK_STATUSES, MAX_ARTWORK_IMAGES } from "@/lib/domain/admin/artwork-form";
import type { AdminArtworkRow } from "@/lib/data/admin/artworks";

export interface ArtworkDialogDefaults {
  taxRate: string;
  shippingCharge: string;
  /** The print sizes of the price list (Settings -> Prices), switched-off ones flagged. */
  printSizes: { key: string; label: string; enabled: boolean }[];
}

interface FormState {
  title: string;
  categoryId: string;
  description: string;
  price: string;
  yearCreated: string;
  medium: string;
  dimensions: string;
  tags: string;
  titleNe: string;
  descriptionNe: string;
  mediumNe: string;
  tagsNe: string;
  status: (typeof ARTWORK_STATUSES)[number];
  featured: boolean;
  shippingType: "free" | "fixed";
  shippingCharge: string;
  taxRate: string;
  taxIncluded: boolean;
  images: string[];
  allPrintSizes: boolean;
  printSizes: string[];
}

export const STATUS_TEXT: Record<(typeof ARTWORK_STATUSES)[number], string> = {
  available: "Available",
  sold: "Sold",
  not_for_sale: "Not for sale",
  custom_only: "Custom only",
};

function initialState(artwork: AdminArtworkRow | null, defaults: ArtworkDialogDefaults, categories: { id: string }[]): FormState {
  if (artwork) {
    return {
      title: artwork.title,
      categoryId: artwork.categoryId,
      description: artwork.description,
      price: artwork.price,
      yearCreated: artwork.yearCreated,
      medium: artwork.medium,
      dimensions: artwork.dimensions,
      tags: artwork.tags.join(", "),
      titleNe: artwork.titleNe,
      descriptionNe: artwork.descriptionNe,
      mediumNe: artwork.mediumNe,
      tagsNe: artwork.tagsNe.join(", "),
      status: artwork.status,
      featured: artwork.featured,
      shippingType: artwork.shippingType,
      shippingCharge: artwork.shippingCharge,
      taxRate: artwork.taxRate,
      taxIncluded: artwork.taxIncluded,
      images: artwork.images.map((i) => i.url),
      allPrintSizes: artwork.allPrintSizes,
      printSizes: artwork.printSizes,
    };
  }
  return {
    title: "",
    categoryId: categories[0]?.id ?? "",
    description: "",
    price: "",
    yearCreated: String(new Date().getFullYear()),
    medium: "",
    dimensions: "",
    tags: "",
    titleNe: "",
    descriptionNe: "",
    mediumNe: "",
    tagsNe: "",
    status: "available",
    featured: false,
    shippingType: "free",
    shippingCharge: defaults.shippingCharge,
    taxRate: defaults.taxRate,
    taxIncluded: false,
    images: [],
    allPrintSizes: true,
    printSizes: [],
  };
}

export function ArtworkDialog({
  open,
  onOpenChange,
  artwork,
  categories,
  defaults,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  artwork: AdminArtworkRow | null;
  categories: { id: string; name: string }[];
  defaults: ArtworkDialogDefaults;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<FormState>(() => initialState(artwork, defaults, categories));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, startSaving] = useTransition();
  const fileInput = useRef<HTMLInputElement>(null);
  /** Images uploaded while the dialog is open: the ones not saved are discarded from storage. */
  const uploaded = useRef<string[]>([]);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  function discardUnsaved(kept: readonly string[]) {
    const unused = uploaded.current.filter((url) => !kept.includes(url));
    uploaded.current = [];
    if (unused.length > 0) void discardUploadsAction(unused);
  }

  const onStored = useCallback((image: StoredUpload) => {
    uploaded.current.push(image.url);
    setForm((f) => ({ ...f, images: [...f.images, image.url] }));
  }, []);
  const uploads = useImageUploads("artwork", onStored);

  function close(open: boolean) {
    if (open) return;
    uploads.cancel();
    discardUnsaved([]);
    onOpenChange(false);
  }

  function upload(files: FileList | null) {
    const chosen = files ? Array.from(files) : [];
    if (fileInput.current) fileInput.current.value = "";
    if (chosen.length === 0) return;
    const room = MAX_ARTWORK_IMAGES - form.images.length - uploads.pending;
    if (chosen.length > room) {
      toast.error(`Maximum ${MAX_ARTWORK_IMAGES} files allowed`);
      return;
    }
    uploads.add(chosen);
  }

  function move(index: number, direction: -1 | 1) {
    setForm((f) => {
      const images = [...f.images];
      const to = index + direction;
      if (to < 0 || to >= images.length) return f;
      [images[index], images[to]] = [images[to], images[index]];
      return { ...f, images };
    });
  }

  function save() {
    startSaving(async () => {
      const result = artwork ? await updateArtworkAction({ ...form, id: artwork.id }) : await createArtworkAction(form);
      if (toastResult(result, ARTWORK_MESSAGES.saveFailedTitle, ARTWORK_MESSAGES.saveFailed)) {
        setErrors({});
        discardUnsaved(form.images);
        onOpenChange(false);
        onSaved();
      } else {
        setErrors(fieldErrorsOf(result));
      }
    });
  }

  const uploading = uploads.busy;
  const busy = saving || uploading;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={artwork ? "Edit Artwork" : "Add New Artwork"} size="lg">
        {/* noValidate: a missing title or category shows the product's message under the field
            (from the server's checks), not the browser's bubble. */}
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Title *" error={errors.title}>
              {(p) => <TextInput {...p} value={form.title} onChange={(e) => set("title", e.target.value)} maxLength={200} required />}
            </Field>
            <Field label="Title in Nepali" error={errors.titleNe} hint="Optional; empty shows the English">
              {(p) => <TextInput {...p} lang="ne" value={form.titleNe} onChange={(e) => set("titleNe", e.target.value)} maxLength={200} />}
            </Field>
            <Field label="Category *" error={errors.categoryId}>
              {(p) => (
                <NativeSelect {...p} value={form.categoryId} onChange={(e) => set("categoryId", e.target.value)} required>
                  <option value="">Choose a category</option>
                  {categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label="Status" error={errors.status}>
              {(p) => (
                <NativeSelect {...p} value={form.status} onChange={(e) => set("status", e.target.value as FormState["status"])}>
                  {ARTWORK_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {STATUS_TEXT[s]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label="Description" error={errors.description} className="sm:col-span-2">
              {(p) => <TextArea {...p} value={form.description} onChange={(e) => set("description", e.target.value)} maxLength={5000} />}
            </Field>
            <Field label="Description in Nepali" error={errors.descriptionNe} className="sm:col-span-2">
              {(p) => <TextArea {...p} lang="ne" value={form.descriptionNe} onChange={(e) => set("descriptionNe", e.target.value)} maxLength={5000} />}
            </Field>
            <Field label="Price (NPR)" error={errors.price} hint="Leave empty for 'Price on request'">
              {(p) => <TextInput {...p} inputMode="decimal" placeholder="e.g. 85000" value={form.price} onChange={(e) => set("price", e.target.value)} />}
            </Field>
            <Field label="Year created" error={errors.yearCreated}>
              {(p) => <TextInput {...p} type="number" min={1900} step={1} inputMode="numeric" value={form.yearCreated} onChange={(e) => set("yearCreated", e.target.value)} />}
            </Field>
            <Field label="Medium" error={errors.medium}>
              {(p) => <TextInput {...p} value={form.medium} onChange={(e) => set("medium", e.target.value)} placeholder="Oil on canvas" maxLength={200} />}
            </Field>
            <Field label="Medium in Nepali" error={errors.mediumNe}>
              {(p) => <TextInput {...p} lang="ne" value={form.mediumNe} onChange={(e) => set("mediumNe", e.target.value)} placeholder="क्यानभासमा तेल" maxLength={200} />}
            </Field>
            <Field label="Dimensions" error={errors.dimensions}>
              {(p) => <TextInput {...p} value={form.dimensions} onChange={(e) => set("dimensions", e.target.value)} placeholder='24" x 36"' maxLength={200} />}
            </Field>
            <Field label="Tags" error={errors.tags} hint="Separated by commas" className="sm:col-span-2">
              {(p) => <TextInput {...p} value={form.tags} onChange={(e) => set("tags", e.target.value)} placeholder="landscape, kathmandu" />}
            </Field>
            <Field label="Tags in Nepali" error={errors.tagsNe} hint="Separated by commas; found by the gallery search" className="sm:col-span-2">
              {(p) => <TextInput {...p} lang="ne" value={form.tagsNe} onChange={(e) => set("tagsNe", e.target.value)} placeholder="परिदृश्य, काठमाडौं" />}
            </Field>
            <Field label="Shipping type" error={errors.shippingType}>
              {(p) => (
                <NativeSelect {...p} value={form.shippingType} onChange={(e) => set("shippingType", e.target.value as "free" | "fixed")}>
                  <option value="free">Free shipping</option>
                  <option value="fixed">Fixed charge</option>
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
          <div className="grid gap-2 sm:grid-cols-2">
            <SwitchField label="Tax included in price" checked={form.taxIncluded} onCheckedChange={(v) => set("taxIncluded", v)} />
            <SwitchField label="Featured" checked={form.featured} onCheckedChange={(v) => set("featured", v)} />
          </div>

          <fieldset className="space-y-2" data-testid="artwork-print-sizes">
            <legend className="text-sm font-medium">Prints</legend>
            <p className="text-xs text-muted-foreground">
              Prints are offered for works with a price (not for &lsquo;Custom only&rsquo;), priced from the work&apos;s price by Settings -&gt; Prices.
            </p>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={form.allPrintSizes} onChange={(e) => set("allPrintSizes", e.target.checked)} />
              Every print size of the price list (also sizes added later)
            </label>
            {!form.allPrintSizes && (
              <ul className="grid gap-1 pl-6 sm:grid-cols-2">
                {defaults.printSizes.map((size) => (
                  <li key={size.key}>
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={form.printSizes.includes(size.key)}
                        onChange={(e) =>
                          set("printSizes", e.target.checked ? [...form.printSizes, size.key] : form.printSizes.filter((k) => k !== size.key))
                        }
                      />
                      {size.label}
                      {!size.enabled && <span className="text-xs text-muted-foreground">(not offered now)</span>}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {!form.allPrintSizes && form.printSizes.length === 0 && <p className="pl-6 text-xs text-muted-foreground">No size ticked: no prints of this work.</p>}
            {errors.printSizes && <p className="text-sm text-destructive">{errors.printSizes}</p>}
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Images</legend>
            <p className="text-xs text-muted-foreground">The first image is the main image. PNG, JPG, WEBP or GIF. Photos are resized to 2560×1440 before upload; max 5MB each after that.</p>
            {errors.images && <p className="text-sm text-destructive">{errors.images}</p>}
            <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {form.images.map((url, index) => (
                <li key={url} className="relative overflow-hidden rounded-md border border-border">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a just-uploaded preview */}
                  <img src={url} alt={`Image ${index + 1}${index === 0 ? " (main)" : ""}`} className="aspect-square w-full bg-muted object-contain" />
                  {index === 0 && <span className="absolute top-1 left-1 rounded bg-primary px-1.5 py-0.5 text-xs text-primary-foreground">Main</span>}
                  <div className="flex justify-between bg-card p-1">
                    <Button type="button" variant="ghost" size="sm" aria-label={`Move image ${index + 1} earlier`} disabled={index === 0} onClick={() => move(index, -1)}>
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="ghost" size="sm" aria-label={`Move image ${index + 1} later`} disabled={index === form.images.length - 1} onClick={() => move(index, 1)}>
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="ghost" size="sm" aria-label={`Remove image ${index + 1}`} onClick={() => set("images", form.images.filter((u) => u !== url))}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
            <input
              ref={fileInput}
              type="file"
              accept={uploads.accept}
              multiple
              className="sr-only"
              id="artwork-images"
              aria-label="Upload images"
              onChange={(e) => upload(e.target.files)}
            />
            <UploadProgressList items={uploads.items} onDismiss={uploads.dismiss} />
            <Button type="button" variant="outline" disabled={form.images.length + uploads.pending >= MAX_ARTWORK_IMAGES} onClick={() => fileInput.current?.click()}>
              <ImagePlus aria-hidden="true" />
              {uploading ? "Add more images" : "Add images"}
            </Button>
          </fieldset>

          <div className="flex justify-end gap-2 border-t border-border pt-4">
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || form.title.trim() === ""}>
              {saving ? "Saving..." : artwork ? "Update" : "Create"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
