import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { listSellableOriginals } from "@/lib/data/admin/orders";
import { PageHeader } from "@/components/admin/ui/page-header";
import { StudioSaleForm } from "@/components/admin/orders/studio-sale-form";

export const metadata: Metadata = { title: "Record a studio sale" };

/** A sale made in the studio or on WhatsApp: its lines, the customer and the payment received. */
export default async function StudioSalePage() {
  await requireAdminPage("orderMoney");
  const originals = await listSellableOriginals();
  return (
    <div className="max-w-2xl">
      <Link href="/admin/orders" className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Orders
      </Link>
      <PageHeader title="Record a studio sale" description="A sale made in the studio, at an exhibition or on WhatsApp. Originals are sold at once." />
      <StudioSaleForm originals={originals} />
    </div>
  );
}
