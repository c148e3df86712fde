import { connection } from "next/server";
import { handleKhaltiReturn } from "@/lib/payments/online";
import { orderReturnRedirect, returnFailed } from "@/lib/payments/return-redirect";

/** Khalti's return URL: ?pidx=..., confirmed with Khalti's lookup API (the status in the URL is not trusted). */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  try {
    const pidx = new URL(request.url).searchParams.get("pidx");
    return await orderReturnRedirect(await handleKhaltiReturn({ token, pidx }));
  } catch (err) {
    return returnFailed(token, "khalti", err);
  }
}
