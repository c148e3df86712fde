import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { listInquiries } from "@/lib/data/admin/inquiries";
import { parseInquiryFilters } from "@/lib/domain/admin-filters";
import { INQUIRY_MESSAGES } from "@/lib/validation/admin/inquiries";
import { PageHeader } from "@/components/admin/ui/page-header";
import { InquiryFilters } from "@/components/admin/inquiries/inquiry-filters";
import { InquiryCard } from "@/components/admin/inquiries/inquiry-card";

export const metadata: Metadata = { title: "Inquiries" };

export default async function InquiriesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage("inquiries");
  const filters = parseInquiryFilters(await searchParams);
  const inquiries = await listInquiries(filters);
  return (
    <div>
      <PageHeader title="Inquiries" description="Contact messages and service inquiries, newest first." />
      <InquiryFilters />
      {inquiries.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
          <p>{INQUIRY_MESSAGES.empty}</p>
          {!filters.search && !filters.status && !filters.serviceType && (
            <p className="mt-2 text-sm">Messages sent from the Contact page and service inquiries from the Services page appear here.</p>
          )}
        </div>
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {inquiries.map((i) => (
            <InquiryCard key={i.id} inquiry={{ ...i, createdAt: i.createdAt.toISOString() }} />
          ))}
        </div>
      )}
    </div>
  );
}
