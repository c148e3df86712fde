"use client";
/**
 * The orders list: its count, the verification button, the rows and the pages, fetched as data
 * from GET /admin/orders/rows for the filters, search and page in the address. Filters and pages
 * change the address in the browser only (history.pushState), so moving through 50,000 orders
 * costs one small JSON request each time, not a server render of the page. The rows are fetched
 * again after any change made from a row's menu (useAdminAction revalidates every list), when the
 * window regains focus, and on 'Try again' after a failed load.
 */
import { useEffect, type MouseEvent } from "react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import useSWR from "swr";
import { Download } from "lucide-react";
import { orderListSearch, orderQueryParams, parseAdminOrderQuery, type OrderListData } from "@/lib/domain/admin-order-query";
import { PageHeader } from "@/components/admin/ui/page-header";
import { OrderFilters } from "@/components/admin/orders/order-filters";
import { OrderRows } from "@/components/admin/orders/order-rows";
import { SectionLoading } from "@/components/admin/shell/section-loading";
import { Button, buttonClasses } from "@/components/ui/button";

/** The session ended or the account lost its access: the page's own check sends the visitor on. */
class SignedOut extends Error {}

async function fetchOrders(url: string): Promise<OrderListData> {
  const response = await fetch(url, { headers: { Accept: "application/json" }, cache: "no-store", redirect: "manual" });
  if (response.type === "opaqueredirect" || response.status === 401 || response.status === 403) throw new SignedOut();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as OrderListData;
}

/** A link that changes the address in the browser only (a new tab or window still opens it). */
function ListLink({ href, children }: { href: string; children: string }) {
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.history.pushState(null, "", href);
    window.scrollTo({ top: 0 });
  }
  return (
    <a href={href} onClick={open} className={buttonClasses({ variant: "outline", size: "sm" })}>
      {children}
    </a>
  );
}

/**
 * `canExport`, `canRecordSale`: the CSV export and studio sales are for administrators only
 * (lib/domain/admin-permissions.ts).
 */
export function OrdersList({ canExport = true, canRecordSale = true }: { canExport?: boolean; canRecordSale?: boolean }) {
  const router = useRouter();
  const params = useSearchParams();
  const query = parseAdminOrderQuery(Object.fromEntries(params));
  const search = orderListSearch(query);
  const { data, error, isLoading, mutate } = useSWR<OrderListData, Error>(
    `/admin/orders/rows${search ? `?${search}` : ""}`,
    fetchOrders,
    { keepPreviousData: true, shouldRetryOnError: (e) => !(e instanceof SignedOut), errorRetryCount: 2 },
  );

  const stale = isLoading && data !== undefined;
  const signedOut = error instanceof SignedOut;
  useEffect(() => {
    if (signedOut) router.refresh();
  }, [signedOut, router]);

  const filters = orderQueryParams({ ...query, cursor: null }).toString();
  const exportHref = `/admin/orders/export?${filters}`;
  const firstHref = `/admin/orders${filters ? `?${filters}` : ""}`;
  const nextHref = data?.nextCursor ? `/admin/orders?${orderQueryParams(query, { cursor: data.nextCursor }).toString()}` : null;

  return (
    <div>
      <PageHeader
        title="Orders"
        description={
          data ? `${data.total.toLocaleString("en-NP")}${data.totalCapped ? "+" : ""} order${data.total === 1 ? "" : "s"}, newest first.` : "Newest first."
        }
        actions={
          <>
            {canRecordSale && (
              <Link href="/admin/orders/new" className={buttonClasses({ variant: "outline", size: "sm" })}>
                Record a studio sale
              </Link>
            )}
            <Link href="/admin/orders/verification" className={buttonClasses({ variant: "primary", size: "sm" })}>
              {data ? `Payments to verify (${data.toVerify})` : "Payments to verify"}
            </Link>
            {canExport && (
              <a href={exportHref} className={buttonClasses({ variant: "outline", size: "sm" })} download>
                <Download aria-hidden="true" />
                Export CSV
              </a>
            )}
          </>
        }
      />
      <OrderFilters />
      {!data ? (
        error && !isLoading ? (
          <div role="alert" className="rounded-xl border border-dashed border-border p-8 text-center">
            <p className="text-muted-foreground">Could not load orders.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void mutate()}>
              Try again
            </Button>
          </div>
        ) : (
          <SectionLoading name="Orders" />
        )
      ) : (
        // While another page or filter loads, the previous rows stay, dimmed.
        <div aria-busy={stale} className={stale ? "opacity-60 transition-opacity" : undefined}>
          {stale && (
            <span role="status" className="sr-only">
              Loading orders...
            </span>
          )}
          {data.orders.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">No orders match these filters.</p>
          ) : (
            <OrderRows orders={data.orders} />
          )}
          {error && !signedOut && (
            <p role="alert" className="mt-2 text-sm text-destructive">
              Could not refresh the orders.{" "}
              <button type="button" className="underline underline-offset-4" onClick={() => void mutate()}>
                Try again
              </button>
            </p>
          )}
          <nav aria-label="Pages" className="mt-4 flex justify-between gap-2">
            {query.cursor ? <ListLink href={firstHref}>First page</ListLink> : <span />}
            {nextHref && <ListLink href={nextHref}>Next page</ListLink>}
          </nav>
        </div>
      )}
    </div>
  );
}
