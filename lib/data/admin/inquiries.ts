/**
 * Inquiries and contact submissions in the back office: search over name, email, subject and
 * message; status and service-type filters ('general' = no or unknown service type); newest
 * first. Administrators only.
 */
import "server-only";
import { db, type Prisma } from "@/lib/db";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { InquiryFilters } from "@/lib/domain/admin-filters";
import type { INQUIRY_STATUSES } from "@/lib/validation/admin/inquiries";

export type { InquiryFilters } from "@/lib/domain/admin-filters";

export interface AdminInquiry {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  serviceType: string | null;
  budgetRange: string | null;
  timeline: string | null;
  status: (typeof INQUIRY_STATUSES)[number];
  metadata: Record<string, unknown>;
  createdAt: Date;
  /** The replies sent from the back office, oldest first: text, when, by whom. */
  replies: { id: string; body: string; authorEmail: string | null; createdAt: string }[];
}

/** Replies shown per inquiry (the newest ones when there are more). */
export const REPLIES_SHOWN = 20;

const BUDGET_LABELS: Record<string, string> = {
  under_50k: "under-50k",
  from_50k_to_100k: "50k-100k",
  from_100k_to_200k: "100k-200k",
  from_200k_to_500k: "200k-500k",
  over_500k: "500k-plus",
};

export const INQUIRIES_LIMIT = 200;

export async function listInquiries(filters: InquiryFilters): Promise<AdminInquiry[]> {
  await requireAdmin("inquiries");
  const where: Prisma.ContactSubmissionWhereInput = {};
  if (filters.status) where.status = filters.status;
  if (filters.serviceType) where.serviceType = filters.serviceType === "general" ? null : filters.serviceType;
  if (filters.search) {
    const contains = { contains: filters.search, mode: "insensitive" as const };
    where.OR = [{ name: contains }, { email: contains }, { subject: contains }, { message: contains }];
  }
  const rows = await db.contactSubmission.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: INQUIRIES_LIMIT,
    include: {
      replies: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: REPLIES_SHOWN, select: { id: true, body: true, authorEmail: true, createdAt: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    serviceType: r.serviceType,
    budgetRange: r.budgetRange ? (BUDGET_LABELS[r.budgetRange] ?? r.budgetRange) : null,
    timeline: r.timeline,
    status: r.status,
    metadata: (r.metadata as Record<string, unknown>) ?? {},
    createdAt: r.createdAt,
    replies: r.replies
      .map((reply) => ({ id: reply.id, body: reply.body, authorEmail: reply.authorEmail, createdAt: reply.createdAt.toISOString() }))
      .reverse(),
  }));
}
