import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { OrdersList } from "@/components/admin/orders/orders-list";
import { can } from "@/lib/domain/admin-permissions";

export const metadata: Metadata = { title: "Orders" };

/**
 * The orders list. The server renders only the frame; the list fetches its rows as data
 * (app/admin/orders/rows) for the filters and page in the address, and pages and filters change
 * in the browser, so a busy back office does not render this page again for each of them.
 */
export default async function OrdersPage() {
  const admin = await requireAdminPage("orders");
  return <OrdersList canExport={can(admin.role, "ordersExport")} canRecordSale={can(admin.role, "orderMoney")} />;
}
