import { connection } from "next/server";
import { handleEsewaReturn } from "@/lib/payments/online";
import { orderReturnRedirect, returnFailed } from "@/lib/payments/return-redirect";

/** eSewa's success URL: ?data=<base64 JSON>, checked, then confirmed with eSewa's status API. */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  try {
    const data = new URL(request.url).searchParams.get("data");
    return await orderReturnRedirect(await handleEsewaReturn({ token, data }));
  } catch (err) {
    return returnFailed(token, "esewa", err);
  }
}
