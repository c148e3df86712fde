"use client";
/**
 * The value fields of one about item, by section: achievements (year, title, venue), quick facts
 * (icon, text), process steps and social links (title, text), hero profile_images (several
 * images) and background_image (one image), and one text area for everything else.
 */
import { useRef, useTransition } from "react";
import { ImagePlus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect, TextArea, TextInput } from "@/components/admin/form/fields";
import { toastResult } from "@/components/admin/form/result-toast";
import { uploadAboutImagesAction } from "@/lib/actions/admin/about";
import { imageModeOf, QUICK_FACT_ICONS, type AboutSectionType, type AboutValue, type QuickFactIcon } from "@/lib/domain/admin/about-form";

export function AboutValueFields({
  section,
  contentKey,
  value,
  onChange,
  onUploaded,
}: {
  section: AboutSectionType;
  contentKey: string;
  value: AboutValue;
  onChange: (value: AboutValue) => void;
  /** Told about every stored upload, so that the editor can discard the ones never saved. */
  onUploaded?: (urls: string[]) => void;
}) {
  const set = (patch: Partial<AboutValue>) => onChange({ ...value, ...patch });
  const imageMode = imageModeOf(section, contentKey.trim());
  const [uploading, startUploading] = useTransition();
  const fileInput = useRef<HTMLInputElement>(null);

  function upload(files: FileList | null) {
    if (!files || files.length === 0 || !imageMode) return;
    const data = new FormData();
    for (const file of Array.from(files).slice(0, imageMode === "single" ? 1 : 10)) data.append("files", file);
    if (contentKey.trim() === "profile_images") data.set("folder", "profile");
    startUploading(async () => {
      const result = await uploadAboutImagesAction(data);
      if (toastResult(result)) {
        const urls = result.data.map((i) => i.url);
        onUploaded?.(urls);
        set({ images: imageMode === "single" ? urls.slice(0, 1) : [...(value.images ?? []), ...urls] });
      }
      if (fileInput.current) fileInput.current.value = "";
    });
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
              <img src={url} alt={`Image ${i + 1}`} className="size-20 rounded-md bg-muted object-cover" />
              <Button type="button" variant="secondary" size="sm" className="absolute right-1 bottom-1 h-7 px-1.5" aria-label={`Remove image ${i + 1}`} onClick={() => set({ images: images.filter((u) => u !== url) })}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <input ref={fileInput} type="file" accept="image/png,image/jpeg,image/webp" multiple={imageMode === "multiple"} className="sr-only" aria-label="Upload images" onChange={(e) => upload(e.target.files)} />
        <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {uploading ? "Uploading..." : imageMode === "single" && images.length > 0 ? "Replace image" : "Upload image"}
        </Button>
        <p className="text-xs text-muted-foreground">PNG, JPG, WEBP.</p>
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
