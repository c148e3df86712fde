"use client";
/** Status, payment status and search of the order list, kept in the URL. */
import { ALL, useUrlFilters } from "@/components/admin/use-url-filters";
import { Search } from "lucide-react";
import { SelectField } from "@/components/ui/select";
import { Button } from "@/components/ui/button";
import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from "@/lib/domain/order-status";
import { ORDER_STAGES, ORDER_STAGE_LABELS } from "@/lib/domain/admin-order-query";

export function OrderFilters() {
  const { params, search, setSearch, go, submitSearch } = useUrlFilters({ reset: ["cursor"], shallow: true });

  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
      <form onSubmit={submitSearch} role="search" className="flex flex-1 items-end gap-2">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="order-search" className="text-xs font-medium text-muted-foreground">
            Search
          </label>
          <input
            id="order-search"
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Order number, email, name or transaction reference"
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
        <Button type="submit" variant="outline" aria-label="Search orders">
          <Search aria-hidden="true" />
        </Button>
      </form>
      <SelectField
        label="Status"
        value={params.get("status") ?? ALL}
        onValueChange={(v) => go({ status: v })}
        options={[
          { value: ALL, label: "All statuses" },
          ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
          ...ORDER_STAGES.map((s) => ({ value: s, label: ORDER_STAGE_LABELS[s] })),
        ]}
      />
      <SelectField
        label="Payment"
        value={params.get("payment") ?? ALL}
        onValueChange={(v) => go({ payment: v })}
        options={[{ value: ALL, label: "All payments" }, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }))]}
      />
    </div>
  );
}
