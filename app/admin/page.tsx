import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const admin = await requireAdminPage();
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
      <p className="mt-2 text-muted-foreground">Welcome, {admin.email}.</p>
    </div>
  );
}
