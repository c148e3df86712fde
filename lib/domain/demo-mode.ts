/**
 * Read-only demo mode (DEMO_MODE=true): every write is refused with the product's demo-mode
 * messages (spec section 8), and nothing changes.
 */
export const DEMO_MESSAGES = {
  createArtwork: "Creating artworks not available in demo mode",
  updateArtwork: "Updating artworks not available in demo mode",
  deleteArtwork: "Deleting artworks not available in demo mode",
  createService: "Creating services not available in demo mode",
  updateService: "Updating services not available in demo mode",
  deleteService: "Deleting services not available in demo mode",
  createContactSubmission: "Creating contact submissions not available in demo mode",
  updateContactSubmission: "Updating contact submissions not available in demo mode",
  createOrder: "Creating orders not available in demo mode",
  updateOrder: "Order updates not available in demo mode",
  orderStatus: "Order status update not available in demo mode",
  paymentStatus: "Payment status update not available in demo mode",
  role: "Role update not available in demo mode",
  imageUpload: "Supabase not configured. Image upload not available in demo mode.",
  /** About content and settings have no wording of their own in the spec; they share this one. */
  updateContent: "Content updates not available in demo mode",
  updateSettings: "Settings updates not available in demo mode",
  /** Any other change (the database itself refuses writes in demo mode). */
  readOnly: "Changes not available in demo mode",
} as const;

export type DemoMessage = (typeof DEMO_MESSAGES)[keyof typeof DEMO_MESSAGES];

/** Thrown by a write in demo mode; carries the message shown to the user. */
export class DemoModeError extends Error {
  constructor(message: DemoMessage) {
    super(message);
    this.name = "DemoModeError";
  }
}
