/**
 * GET /receipt/<order token>: the buyer's receipt as a PDF, found by the order's unguessable
 * access token (the key of its order page and emails). Anything that is not a token is 404
 * before the database is asked; a token of no order is 404 too. Never cached by a shared cache.
 */
import { receiptData, receiptResponse, renderReceipt } from "@/lib/orders/receipt";

type Context = { params: Promise<{ token: string }> };

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  if (typeof token !== "string" || !TOKEN.test(token)) return notFound();
  const data = await receiptData({ accessToken: token });
  if (!data) return notFound();
  return receiptResponse(await renderReceipt(data), data.orderNumber);
}
