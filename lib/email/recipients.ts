/** Who receives the artist's and administrators' copies. */
import { env } from "@/lib/env";
import type { EmailClient } from "@/lib/email/outbox";
import { loadEmailSite } from "@/lib/email/site";

/** New-order notifications: every administrator plus ADMIN_NOTIFICATION_EMAILS, without duplicates. */
export async function adminNotificationRecipients(client: EmailClient): Promise<string[]> {
  const admins = await client.profile.findMany({ where: { role: "admin" }, select: { email: true }, orderBy: { createdAt: "asc" } });
  const all = [...admins.map((a) => a.email), ...env().ADMIN_NOTIFICATION_EMAILS].map((e) => e.trim().toLowerCase());
  const unique = [...new Set(all.filter(Boolean))];
  if (unique.length) return unique;
  return [(await loadEmailSite(client)).contactEmail];
}

/** Contact-form messages go to the artist's contact email from settings. */
export async function artistRecipients(client: EmailClient): Promise<string[]> {
  return [(await loadEmailSite(client)).contactEmail];
}
