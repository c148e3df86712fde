import type { Locale } from "@/lib/i18n/locales";
import type { ReferencePhotoAnswers } from "@/lib/validation/reference-photos";

/**
 * The commission dialog's words (components/cart/commission-dialog.tsx and its reference photos),
 * translated on the server (lib/i18n/ui-strings.ts, commissionDialogStrings) and handed down by
 * the button that opens it: no translation runtime in the browser. Templates keep `{name}` slots
 * for what only the browser knows (a photo's name).
 */
export interface CommissionDialogStrings {
  /** The page's language: the photo upload asks the server to answer in it. */
  locale: Locale;
  description: string;
  price: string;
  addToCart: string;
  adding: string;
  loading: string;
  category: string;
  size: string;
  frame: string;
  withoutFrame: string;
  withFrame: string;
  /** 'Please select a category and size option' */
  selection: string;
  /** 'Pricing information not available for this service' */
  pricing: string;
  photosLabel: string;
  /** The hint under the photos, the count already in it. */
  photosHint: string;
  attachedPhotos: string;
  addPhoto: string;
  /** {name} */
  uploading: string;
  /** {name} */
  removePhoto: string;
  /** What the dialog itself says about a photo (the server answers in the same words). */
  messages: ReferencePhotoAnswers;
}

/** The words of the reference photos' field (a part of the dialog's). */
export type ReferencePhotoWords = Pick<CommissionDialogStrings, "locale" | "photosLabel" | "photosHint" | "attachedPhotos" | "addPhoto" | "uploading" | "removePhoto" | "messages">;
