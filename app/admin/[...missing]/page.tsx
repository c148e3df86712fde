import { notFound } from "next/navigation";
import { requireAdminPage } from "@/lib/auth/require-admin";

/**
 * Any other address under /admin: the administrator is checked like on every back-office page,
 * then the not-found page is rendered for this request, with its Content-Security-Policy nonce
 * (proxy.ts), rather than the prerendered copy that carries none.
 */
export default async function AdminMissingPage() {
  await requireAdminPage("backOffice");
  notFound();
}
