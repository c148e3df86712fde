import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { listOpenCommissions } from "@/lib/data/admin/commissions";
import { Card, PageHeader } from "@/components/admin/ui/page-header";
import { CommissionList } from "@/components/admin/commissions/commission-list";

export const metadata: Metadata = { title: "Commissions" };

/** /admin/commissions: every open commission, those waiting on the artist first. */
export default async function CommissionsPage() {
  await requireAdminPage("orders");
  const commissions = await listOpenCommissions();
  const waiting = commissions.filter((c) => c.waitingOn === "artist").length;
  return (
    <div>
      <PageHeader
        title="Commissions"
        description={`Open commissions: their stage, days at it, the next step and who is waiting on whom. ${waiting} waiting on you.`}
      />
      {commissions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">No open commissions.</p>
      ) : (
        <Card>
          <CommissionList commissions={commissions} />
        </Card>
      )}
    </div>
  );
}
