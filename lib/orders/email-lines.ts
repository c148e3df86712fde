/**
 * An order's lines as its emails show them (variant and delivery promise per line), read inside
 * the caller's transaction: the settings' delivery days for originals and prints, each
 * commission's service duration (lib/domain/order-line-words.ts).
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { paisaFromDb } from "@/lib/money";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import { emailLines, type EmailLineWords, type StoredLine } from "@/lib/domain/order-line-words";

type Client = Prisma.TransactionClient | typeof db;

/** The delivery promise context: settings' delivery days and the durations of these services. */
export async function deliveryContext(client: Client, serviceIds: readonly (string | null)[]) {
  const ids = [...new Set(serviceIds.filter((id): id is string => Boolean(id)))];
  const [settings, services] = await Promise.all([
    client.settings.findUnique({ where: { id: 1 }, select: { deliveryDays: true } }),
    ids.length ? client.service.findMany({ where: { id: { in: ids } }, select: { id: true, duration: true } }) : Promise.resolve([]),
  ]);
  return {
    deliveryDays: settings?.deliveryDays?.trim() || DEFAULT_SETTINGS.deliveryDays,
    serviceDurations: new Map(services.map((s) => [s.id, s.duration])),
  };
}

/** Stored lines (as read from order_lines) in the words of the emails. */
export async function describeLinesForEmail(
  client: Client,
  lines: readonly (Omit<StoredLine, "unitPricePaisa"> & { unitPricePaisa: bigint | number })[],
): Promise<EmailLineWords[]> {
  const context = await deliveryContext(client, lines.map((l) => l.serviceId ?? null));
  return emailLines(
    lines.map((l) => ({ ...l, unitPricePaisa: paisaFromDb(l.unitPricePaisa) })),
    context,
  );
}

/** Reads an order's lines and describes them for an email. */
export async function orderEmailLines(client: Client, orderId: string): Promise<EmailLineWords[]> {
  const lines = await client.orderLine.findMany({
    where: { orderId },
    orderBy: { position: "asc" },
    select: { title: true, lineType: true, serviceId: true, quantity: true, unitPricePaisa: true, customizations: true, commission: true },
  });
  return describeLinesForEmail(client, lines);
}
