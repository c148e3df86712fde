"use server";
/**
 * The buyer's choice on their order's page: their name printed on the order's certificates of
 * authenticity (and shown on the verification page), or not (the default). Found by the order's
 * unguessable access token, like the page itself; anything else changes nothing.
 */
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db";

const input = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/), show: z.enum(["1"]).optional() });

export async function setCertificateNameAction(form: FormData): Promise<void> {
  const parsed = input.safeParse({ token: form.get("token"), show: form.get("show") ?? undefined });
  if (!parsed.success) return;
  const order = await db.order.findUnique({ where: { accessToken: parsed.data.token }, select: { id: true } });
  if (!order) return;
  await db.certificate.updateMany({ where: { orderId: order.id }, data: { showBuyerName: parsed.data.show === "1" } });
  revalidatePath("/order-success");
}
