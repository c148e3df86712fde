/**
 * Site name and contact details for emails, read from the settings row (lib/data/settings.ts is
 * server-only, and the outbox also runs in scripts). Falls back to the defaults.
 */
import { siteUrl } from "@/lib/env";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import type { EmailSite } from "@/lib/email/types";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

export type EmailDbClient = PrismaClient | Prisma.TransactionClient;

export function defaultEmailSite(): EmailSite {
  return {
    siteName: DEFAULT_SETTINGS.siteName,
    siteUrl: siteUrl(),
    contactEmail: DEFAULT_SETTINGS.contactEmail,
    supportEmail: DEFAULT_SETTINGS.supportEmail,
    // No settings row: no phone or address is better than the demo ones in a customer's inbox.
    contactPhone: "",
    contactAddress: "",
    paymentCheckHours: DEFAULT_SETTINGS.paymentCheckHours,
  };
}

export async function loadEmailSite(client: EmailDbClient): Promise<EmailSite> {
  const row = await client.settings.findUnique({
    where: { id: 1 },
    select: {
      siteName: true,
      contactEmail: true,
      supportEmail: true,
      contactPhone: true,
      contactAddress: true,
      paymentCheckHours: true,
      nepaliNumerals: true,
    },
  });
  const fallback = defaultEmailSite();
  if (!row) return fallback;
  return {
    siteName: row.siteName || fallback.siteName,
    siteUrl: fallback.siteUrl,
    contactEmail: row.contactEmail || fallback.contactEmail,
    supportEmail: row.supportEmail || fallback.supportEmail,
    contactPhone: row.contactPhone,
    contactAddress: row.contactAddress,
    paymentCheckHours: row.paymentCheckHours,
    nepaliNumerals: row.nepaliNumerals,
  };
}
