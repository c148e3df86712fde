"use client";

import { ALL, useUrlFilters } from "@/components/admin/use-url-filters";
import { SelectField } from "@/components/ui/select";
import { Button } from "@/components/ui/button";

export function InquiryFilters() {
  const { params, search, setSearch, go, submitSearch } = useUrlFilters();
  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
      <form role="search" onSubmit={submitSearch} className="flex flex-1 items-end gap-2">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="inquiry-search" className="text-xs font-medium text-muted-foreground">
            Search
          </label>
          <input
            id="inquiry-search"
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name, email, subject or message"
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      <SelectField
        label="Status"
        value={params.get("status") ?? ALL}
        onValueChange={(v) => go({ status: v })}
        options={[
          { value: ALL, label: "All statuses" },
          { value: "new", label: "New" },
          { value: "read", label: "Read" },
          { value: "replied", label: "Replied" },
          { value: "closed", label: "Closed" },
        ]}
      />
      <SelectField
        label="Service type"
        value={params.get("type") ?? ALL}
        onValueChange={(v) => go({ type: v })}
        options={[
          { value: ALL, label: "All types" },
          { value: "commission", label: "Commission" },
          { value: "workshop", label: "Workshop" },
          { value: "consultation", label: "Consultation" },
          { value: "general", label: "General" },
        ]}
      />
    </div>
  );
}
