"use client";

import { useState, type FormEvent } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { SelectField } from "@/components/ui/select";
import { Button } from "@/components/ui/button";

const ALL = "all";

export function InquiryFilters() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [search, setSearch] = useState(params.get("q") ?? "");
  function go(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(changes)) {
      if (v && v !== ALL) next.set(k, v);
      else next.delete(k);
    }
    const query = next.toString();
    router.push(query ? `${pathname}?${query}` : pathname);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    go({ q: search.trim() || null });
  }
  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
      <form role="search" onSubmit={submit} className="flex flex-1 items-end gap-2">
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
