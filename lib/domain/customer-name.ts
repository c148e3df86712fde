/**
 * The name an email greets a customer by: the name given at checkout (orders.customer_info.name),
 * or their email when the order has none. Pure.
 */
export function customerNameOf(customerInfo: unknown, customerEmail: string): string {
  const name = customerInfo && typeof customerInfo === "object" ? (customerInfo as { name?: unknown }).name : undefined;
  return typeof name === "string" && name.trim() ? name.trim() : customerEmail;
}
