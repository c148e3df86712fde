import { connection } from "next/server";
import { handleEsewaFailure } from "@/lib/payments/online";
import { orderReturnRedirect, returnFailed } from "@/lib/payments/return-redirect";

/** eSewa's failure URL: the attempt is asked about on the server; the buyer is back on the payment page. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  try {
    return await orderReturnRedirect(await handleEsewaFailure({ token }));
  } catch (err) {
    return returnFailed(token, "esewa", err);
  }
}
