"use client";
/**
 * The value fields of one about item, by section: achievements (year, title, venue), quick facts
 * (icon, text), process steps and social links (title, text), hero profile_images (several
 * images) and background_image (one image), and one text area for everything else.
 */
import { useCallback, useEffect, useRef } from "react";
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect, TextArea, TextInput } from "@/components/admin/form/fields";
import { UploadProgressList, useImageUploads, type StoredUpload } from "@/components/admin/form/image-uploads";
import { hasNepaliText, imageModeOf, QUICK_FACT_ICONS, type AboutSectionType, type AboutValue, type AboutValueNe, type QuickFactIcon } from "@/lib/domain/admin/about-form";

export function AboutValueFields({
  section,
  contentKey,
  value,
  onChange,
  onUploaded,
  onBusyChange,
}: {
  section: AboutSectionType;
  contentKey: string;
  value: AboutValue;
  onChange: (value: AboutValue) => void;
  /** Told about every stored upload, so that the editor can discard the ones never saved. */
  onUploaded?: (urls: string[]) => void;
  /** True while images are being prepared or uploaded (the item should not be saved yet). */
  onBusyChange?: (busy: boolean) => void;
}) {
  const set = (patch: Partial<AboutValue>) => onChange({ ...value, ...patch });
  const imageMode = imageModeOf(section, contentKey.trim());
  const fileInput = useRef<HTMLInputElement>(null);
  // The latest value and callbacks, for uploads that finish after later edits.
  const latest = useRef({ value, onChange, onUploaded, imageMode });
  useEffect(() => {
    latest.current = { value, onChange, onUploaded, imageMode };
  }, [value, onChange, onUploaded, imageMode]);
  const onStored = useCallback((image: StoredUpload) => {
    const { value: current, onChange: change, onUploaded: told, imageMode: mode } = latest.current;
    told?.([image.url]);
    const images = mode === "single" ? [image.url] : [...(current.images ?? []), image.url];
    latest.current.value = { ...current, images };
    change(latest.current.value);
  }, []);
  const uploads = useImageUploads(contentKey.trim() === "profile_images" ? "about-profile" : "about", onStored);
  const uploading = uploads.busy;
  useEffect(() => onBusyChange?.(uploading), [uploading, onBusyChange]);

  function upload(files: FileList | null) {
    const chosen = files ? Array.from(files) : [];
    if (fileInput.current) fileInput.current.value = "";
    if (chosen.length === 0 || !imageMode) return;
    uploads.add(chosen.slice(0, imageMode === "single" ? 1 : 10));
  }

  function move(index: number, direction: -1 | 1) {
    const images = [...(value.images ?? [])];
    const to = index + direction;
    if (to < 0 || to >= images.length) return;
    [images[index], images[to]] = [images[to], images[index]];
    set({ images });
  }

  if (imageMode) {
    const images = value.images ?? [];
    return (
      <div className="space-y-2">
        <p className="text-sm font-medium">{imageMode === "single" ? "Background image" : "Profile images"}</p>
        <ul className="flex flex-wrap gap-2">
          {images.map((url, i) => (
            <li key={url} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- preview */}
              <img src={url} alt={`Image ${i + 1}`} className="size-24 rounded-md bg-muted object-cover" />
              {imageMode === "multiple" && i === 0 && <span className="absolute top-1 left-1 rounded bg-primary px-1.5 py-0.5 text-xs text-primary-foreground">First</span>}
              <div className="mt-1 flex justify-between gap-1">
                {imageMode === "multiple" && (
                  <>
                    <Button type="button" variant="outline" size="sm" className="h-7 px-1.5" aria-label={`Move image ${i + 1} earlier`} disabled={i === 0} onClick={() => move(i, -1)}>
                      <ArrowLeft aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="outline" size="sm" className="h-7 px-1.5" aria-label={`Move image ${i + 1} later`} disabled={i === images.length - 1} onClick={() => move(i, 1)}>
                      <ArrowRight aria-hidden="true" />
                    </Button>
                  </>
                )}
                <Button type="button" variant="outline" size="sm" className="h-7 px-1.5" aria-label={`Remove image ${i + 1}`} onClick={() => set({ images: images.filter((u) => u !== url) })}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <UploadProgressList items={uploads.items} onDismiss={uploads.dismiss} />
        <input ref={fileInput} type="file" accept={uploads.accept} multiple={imageMode === "multiple"} className="sr-only" aria-label="Upload images" onChange={(e) => upload(e.target.files)} />
        <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {uploading ? "Uploading..." : imageMode === "single" && images.length > 0 ? "Replace image" : "Upload image"}
        </Button>
        <p className="text-xs text-muted-foreground">
          PNG, JPG, WEBP.{imageMode === "multiple" ? " Shown on the About page in this order; save to publish changes." : " Shown behind the About page's introduction; save to publish changes."}
        </p>
      </div>
    );
  }

  if (section === "achievements") {
    return (
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr]">
        <Field label="Year">{(p) => <TextInput {...p} value={value.year ?? ""} onChange={(e) => set({ year: e.target.value })} maxLength={20} />}</Field>
        <Field label="Title">{(p) => <TextInput {...p} value={value.title ?? ""} onChange={(e) => set({ title: e.target.value })} maxLength={300} />}</Field>
        <Field label="Venue">{(p) => <TextInput {...p} value={value.venue ?? ""} onChange={(e) => set({ venue: e.target.value })} maxLength={300} />}</Field>
      </div>
    );
  }

  if (section === "quick_facts") {
    return (
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <Field label="Icon">
          {(p) => (
            <NativeSelect {...p} value={value.icon ?? "Heart"} onChange={(e) => set({ icon: e.target.value as QuickFactIcon })}>
              {QUICK_FACT_ICONS.map((icon) => (
                <option key={icon} value={icon}>{icon}</option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Text">{(p) => <TextInput {...p} value={value.text ?? ""} onChange={(e) => set({ text: e.target.value })} maxLength={300} />}</Field>
      </div>
    );
  }

  if (section === "process_steps" || section === "social_links") {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Title">{(p) => <TextInput {...p} value={value.title ?? ""} onChange={(e) => set({ title: e.target.value })} maxLength={300} />}</Field>
        <Field label={section === "social_links" ? "Link (URL)" : "Text"}>
          {(p) => <TextInput {...p} value={value.text ?? ""} onChange={(e) => set({ text: e.target.value })} maxLength={2000} />}
        </Field>
      </div>
    );
  }

  return <Field label="Content">{(p) => <TextArea {...p} value={value.text ?? ""} onChange={(e) => set({ text: e.target.value })} maxLength={10_000} />}</Field>;
}

/**
 * The item's Nepali text beside the English fields (optional; the Nepali About page shows the
 * English where one is empty). Nothing for images and links.
 */
export function AboutNepaliFields({
  section,
  contentKey,
  value,
  errors,
  onChange,
}: {
  section: AboutSectionType;
  contentKey: string;
  value: AboutValueNe;
  errors: Record<string, string>;
  onChange: (value: AboutValueNe) => void;
}) {
  if (!hasNepaliText(section, contentKey)) return null;
  const set = (patch: Partial<AboutValueNe>) => onChange({ ...value, ...patch });
  // The message names the field ("Venue in Nepali must be at most ..."); shown under the first one.
  const error = errors.contentValueNe;
  if (section === "achievements") {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Title in Nepali" error={error}>{(p) => <TextInput {...p} lang="ne" value={value.title ?? ""} onChange={(e) => set({ title: e.target.value })} maxLength={300} />}</Field>
        <Field label="Venue in Nepali">{(p) => <TextInput {...p} lang="ne" value={value.venue ?? ""} onChange={(e) => set({ venue: e.target.value })} maxLength={300} />}</Field>
      </div>
    );
  }
  if (section === "process_steps") {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Title in Nepali" error={error}>{(p) => <TextInput {...p} lang="ne" value={value.title ?? ""} onChange={(e) => set({ title: e.target.value })} maxLength={300} />}</Field>
        <Field label="Text in Nepali">{(p) => <TextInput {...p} lang="ne" value={value.text ?? ""} onChange={(e) => set({ text: e.target.value })} maxLength={2000} />}</Field>
      </div>
    );
  }
  if (section === "quick_facts") {
    return <Field label="Text in Nepali" error={error}>{(p) => <TextInput {...p} lang="ne" value={value.text ?? ""} onChange={(e) => set({ text: e.target.value })} maxLength={300} />}</Field>;
  }
  return <Field label="Content in Nepali" error={error}>{(p) => <TextArea {...p} lang="ne" value={value.text ?? ""} onChange={(e) => set({ text: e.target.value })} maxLength={10_000} />}</Field>;
}
