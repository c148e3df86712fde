import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/admin/account/change-password-form";
import { SessionList } from "@/components/admin/account/session-list";
import { SignInRecord } from "@/components/admin/account/sign-in-record";
import { PageHeader } from "@/components/admin/ui/page-header";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { getAccountPage } from "@/lib/data/admin/account";

export const metadata: Metadata = { title: "My account" };

/** The signed-in administrator's own account: password, open sessions, the sign-in record. */
export default async function AdminAccountPage() {
  await requireAdminPage("backOffice");
  const { email, sessions, record } = await getAccountPage();
  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader title="My account" description={email} />
      <ChangePasswordForm />
      <SessionList sessions={sessions} />
      <SignInRecord record={record} />
    </div>
  );
}
