/** Inquiry wording shared by the back office's browser code and its actions (no zod here). */

/** Service types as shown to people: unknown or missing is 'General' (spec section 3). */
export function inquiryServiceLabel(serviceType: string | null | undefined): string {
  switch (serviceType) {
    case "commission":
      return "Commission";
    case "workshop":
      return "Workshop";
    case "consultation":
      return "Consultation";
    default:
      return "General";
  }
}

/** The Reply dialog's default text: a greeting and thanks for the inquiry about its service type. */
export function defaultReplyText(name: string, serviceType: string | null | undefined): string {
  const label = inquiryServiceLabel(serviceType);
  const about = label === "General" ? "our services" : `our ${label.toLowerCase()} service`;
  return `Hi ${name.trim() || "there"},\n\nThank you for your inquiry about ${about}. `;
}
