/** "within 24 hours": the one wording of the payment-check time (settings) on every page and email. */
export function paymentCheckText(hours: number): string {
  return `within ${hours} ${hours === 1 ? "hour" : "hours"}`;
}
