import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { listCustomers } from "@/lib/data/admin/customers";
import { formatNpr } from "@/lib/money";
import { urlParam } from "@/lib/domain/text-input";
import { PageHeader } from "@/components/admin/ui/page-header";
import { Badge } from "@/components/admin/ui/badges";
import { formatDate } from "@/components/admin/ui/format";
import { RoleButton } from "@/components/admin/customers/role-button";
import type { AccountRole } from "@/lib/domain/admin-permissions";

export const metadata: Metadata = { title: "Customers" };

function RoleBadge({ role, isOwner }: { role: AccountRole | null; isOwner: boolean }) {
  if (role === "admin") return <Badge tone="purple">Admin{isOwner ? " (owner)" : ""}</Badge>;
  if (role === "assistant") return <Badge tone="blue">Assistant</Badge>;
  return <Badge tone="grey">{role === "user" ? "User" : "Guest"}</Badge>;
}

export default async function CustomersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const admin = await requireAdminPage("customers");
  const search = urlParam((await searchParams).q, 100)?.trim() || null;
  const customers = await listCustomers({ search });
  return (
    <div>
      <PageHeader
        title="Customers"
        description="People who ordered and accounts, newest first. Spent counts paid orders only. An Admin has the whole back office; an Assistant has orders, fulfilment and inquiries only."
      />
      <form role="search" className="mb-4 flex max-w-md gap-2">
        <label htmlFor="customer-search" className="sr-only">
          Search customers
        </label>
        <input
          id="customer-search"
          name="q"
          type="search"
          defaultValue={search ?? ""}
          maxLength={100}
          placeholder="Search by name or email"
          className="h-10 flex-1 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        />
        <button type="submit" className="h-10 rounded-md border border-input px-4 text-sm hover:bg-muted">
          Search
        </button>
      </form>
      {customers.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">No customers found.</p>
      ) : (
        <>
        <ul className="space-y-2 md:hidden" aria-label="Customers">
          {customers.map((c) => (
            <li key={c.email} className="rounded-xl border border-border bg-card p-3">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium">{c.name || "—"}</p>
                  <p className="text-xs break-all text-muted-foreground">{c.email}</p>
                </div>
                <RoleBadge role={c.role} isOwner={c.isOwner} />
              </div>
              <p className="mt-2 text-sm text-muted-foreground">
                {c.totalOrders} order{c.totalOrders === 1 ? "" : "s"} · {formatNpr(c.totalSpentPaisa)} spent
                {c.lastOrderDate ? ` · last ${formatDate(c.lastOrderDate)}` : ""}
              </p>
              <div className="mt-2">
                <RoleButton
                  hasPassword={c.hasPassword}
                  email={c.email}
                  role={c.role}
                  locked={c.isOwner ? "Owner" : c.email.toLowerCase() === admin.email.toLowerCase() ? "You" : undefined}
                />
              </div>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto rounded-xl border border-border bg-card md:block">
          <table className="w-full min-w-[720px] text-sm">
            <caption className="sr-only">Customers</caption>
            <thead className="border-b border-border text-left text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">Customer</th>
                <th scope="col" className="px-4 py-3 font-medium">Role</th>
                <th scope="col" className="px-4 py-3 text-right font-medium">Orders</th>
                <th scope="col" className="px-4 py-3 text-right font-medium">Spent</th>
                <th scope="col" className="px-4 py-3 font-medium">Last order</th>
                <th scope="col" className="px-4 py-3 font-medium"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {customers.map((c) => (
                <tr key={c.email} data-testid="customer-row">
                  <td className="px-4 py-3">
                    <p className="font-medium">{c.name || "—"}</p>
                    <p className="text-xs break-all text-muted-foreground">{c.email}</p>
                  </td>
                  <td className="px-4 py-3">
                    <RoleBadge role={c.role} isOwner={c.isOwner} />
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{c.totalOrders}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatNpr(c.totalSpentPaisa)}</td>
                  <td className="px-4 py-3">{c.lastOrderDate ? formatDate(c.lastOrderDate) : "—"}</td>
                  <td className="px-4 py-3 text-right">
                    <RoleButton
                      hasPassword={c.hasPassword}
                      email={c.email}
                      role={c.role}
                      locked={c.isOwner ? "Owner" : c.email.toLowerCase() === admin.email.toLowerCase() ? "You" : undefined}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        </>
      )}
    </div>
  );
}
