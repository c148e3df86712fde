"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ImagePlus, Loader2, X } from "lucide-react";
import { compressImageInBrowser } from "@/lib/images/compress-in-browser";
import type { CartReferencePhoto } from "@/lib/domain/cart";
import { fillString } from "@/lib/i18n/client-strings";
import { REFERENCE_PHOTO_ACCEPT, REFERENCE_PHOTO_LOCALE_PARAM, REFERENCE_PHOTO_RULES, type ReferencePhotoAnswers } from "@/lib/validation/reference-photos";
import type { ReferencePhotoWords } from "./commission-words";

export interface AttachedPhoto {
  /** Local key of this attachment. */
  key: string;
  name: string;
  /** Object URL of the (compressed) file, for the preview. */
  previewUrl: string;
  status: "uploading" | "ready";
  /** The server's token once uploaded. */
  token?: string;
}

export const REFERENCE_PHOTOS_ENDPOINT = "/api/reference-photos";

const ACCEPTED_TYPES = new Set(REFERENCE_PHOTO_ACCEPT.split(","));

/** The upload's address: the server answers in the page's language (English needs no parameter). */
export function referencePhotosUrl(locale: string): string {
  return locale === "en" ? REFERENCE_PHOTOS_ENDPOINT : `${REFERENCE_PHOTOS_ENDPOINT}?${REFERENCE_PHOTO_LOCALE_PARAM}=${encodeURIComponent(locale)}`;
}

/** Sends one photo; the server's token, or the reason it was refused (in the page's language). */
async function uploadPhoto(file: File, locale: string, messages: ReferencePhotoAnswers): Promise<{ token: string } | { error: string }> {
  const body = new FormData();
  body.append("photo", file, file.name);
  try {
    const response = await fetch(referencePhotosUrl(locale), { method: "POST", body, headers: { Accept: "application/json" } });
    const data = (await response.json().catch(() => null)) as { token?: unknown; error?: unknown } | null;
    if (response.ok && typeof data?.token === "string") return { token: data.token };
    if (typeof data?.error === "string") return { error: data.error };
    if (response.status === 413) return { error: messages.tooLarge };
    return { error: messages.uploadFailed };
  } catch {
    return { error: messages.uploadFailed };
  }
}

/**
 * The commission dialog's reference photos: each photo is compressed in the browser (fitted in
 * 2560x1440 at quality 0.85) and uploaded on its own as soon as it is chosen; the cart line
 * then carries the tokens. Refusals say why, under the field.
 */
export function useReferencePhotos(words: Pick<ReferencePhotoWords, "locale" | "messages">) {
  const { locale, messages } = words;
  const [photos, setPhotos] = useState<AttachedPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const owned = urls.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, []);

  const add = useCallback(
    async (files: File[]) => {
      setError(null);
      const room = REFERENCE_PHOTO_RULES.maxPerLine - photos.length;
      if (files.length > room) setError(messages.tooMany);
      const chosen = files.slice(0, Math.max(0, room));
      await Promise.all(
        chosen.map(async (original) => {
          if (original.type && !ACCEPTED_TYPES.has(original.type)) {
            setError(messages.notAnImage);
            return;
          }
          const file = await compressImageInBrowser(original, { maxBytes: REFERENCE_PHOTO_RULES.maxBytes });
          if (file.size > REFERENCE_PHOTO_RULES.maxBytes) {
            setError(messages.tooLarge);
            return;
          }
          const key = crypto.randomUUID();
          const previewUrl = URL.createObjectURL(file);
          urls.current.add(previewUrl);
          setPhotos((current) => [...current, { key, name: original.name, previewUrl, status: "uploading" }]);
          const result = await uploadPhoto(file, locale, messages);
          if ("token" in result) {
            setPhotos((current) => current.map((p) => (p.key === key ? { ...p, status: "ready", token: result.token } : p)));
          } else {
            setPhotos((current) => current.filter((p) => p.key !== key));
            URL.revokeObjectURL(previewUrl);
            urls.current.delete(previewUrl);
            setError(result.error);
          }
        }),
      );
    },
    [photos.length, locale, messages],
  );

  const remove = useCallback((key: string) => {
    setPhotos((current) => {
      const photo = current.find((p) => p.key === key);
      if (photo) {
        URL.revokeObjectURL(photo.previewUrl);
        urls.current.delete(photo.previewUrl);
      }
      return current.filter((p) => p.key !== key);
    });
    setError(null);
  }, []);

  const uploading = photos.some((p) => p.status === "uploading");
  const ready: CartReferencePhoto[] = photos.flatMap((p) => (p.status === "ready" && p.token ? [{ token: p.token, name: p.name.slice(0, 120) }] : []));
  return { photos, error, setError, add, remove, uploading, ready };
}

export function ReferencePhotosInput({
  photos,
  error,
  onAdd,
  onRemove,
  disabled,
  words,
}: {
  words: ReferencePhotoWords;
  photos: AttachedPhoto[];
  error: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const full = photos.length >= REFERENCE_PHOTO_RULES.maxPerLine;
  return (
    <div data-testid="reference-photos-input">
      <p className="text-sm font-medium" id={`${id}-label`}>
        {words.photosLabel}
      </p>
      <p id={hintId} className="mt-0.5 text-xs text-muted-foreground">
        {words.photosHint}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={words.attachedPhotos}>
        {photos.map((photo) => (
          <li key={photo.key} className="relative size-20 overflow-hidden rounded-lg border border-border bg-muted" data-testid="reference-photo">
            {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (object URL) */}
            <img src={photo.previewUrl} alt={photo.name} className="size-full object-cover" />
            {photo.status === "uploading" && (
              <span className="absolute inset-0 flex items-center justify-center bg-background/70" role="status">
                <Loader2 aria-hidden="true" className="size-5 animate-spin" />
                <span className="sr-only">{fillString(words.uploading, { name: photo.name })}</span>
              </span>
            )}
            <button
              type="button"
              onClick={() => onRemove(photo.key)}
              className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-background/90 text-foreground shadow focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={fillString(words.removePhoto, { name: photo.name })}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
        {!full && (
          <li>
            <label
              htmlFor={inputId}
              className="flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-border text-xs text-muted-foreground hover:border-foreground/40 hover:text-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <ImagePlus aria-hidden="true" className="size-5" />
              {words.addPhoto}
              <input
                id={inputId}
                type="file"
                accept={REFERENCE_PHOTO_ACCEPT}
                multiple
                disabled={disabled}
                className="sr-only"
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                aria-labelledby={`${id}-label`}
                data-testid="reference-photo-file"
                onChange={(event) => {
                  const files = Array.from(event.currentTarget.files ?? []);
                  event.currentTarget.value = "";
                  if (files.length > 0) onAdd(files);
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-destructive" data-testid="reference-photo-error">
          {error}
        </p>
      )}
    </div>
  );
}
