/**
 * The customer checks of step 1 (lib/validation/customer-info, on zod/mini), fetched when the
 * buyer first enters the form or presses 'Proceed to Payment', so /checkout's first load does not
 * carry zod. The server runs the same checks before placing an order.
 */
import { fetchOnce } from "./fetch-once";

export const fetchCustomerChecks = fetchOnce(() => import("@/lib/validation/customer-info"));
