/**
 * What the contact and inquiry forms share with their server actions, without zod: the forms
 * are client components, and importing the schemas would ship the validation library to the
 * browser. The rules and messages themselves live in contact.ts and inquiry.ts.
 */

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type FormState<F extends string> =
  | { status: "idle" }
  | { status: "success"; message: string; /** Changes with every success, to restart the panel timer. */ id: string }
  | {
      status: "error";
      message: string;
      fieldErrors: FieldErrors<F>;
      values: Record<F, string>;
      /** The sender's address is past its quiet rate: the form shows the quick check. */
      quickCheck?: boolean;
    };

export const INITIAL_FORM_STATE = { status: "idle" } as const;

/** How long the success panel shows before the form resets (spec section 9). */
export const SUCCESS_PANEL_MS = 5_000;

export const CONTACT_SERVICE_TYPES = ["general", "commission", "workshop", "consultation"] as const;
export type ContactServiceType = (typeof CONTACT_SERVICE_TYPES)[number];
export const SERVICE_TYPE_LABELS: Record<ContactServiceType, string> = {
  general: "General Inquiry",
  commission: "Commission",
  workshop: "Workshop",
  consultation: "Consultation",
};
