/**
 * The sections of the back office, in sidebar order (spec section 2: Dashboard, Artworks, About,
 * Services, Orders, Analytics; Inquiries, Customers, Settings, the Activity log and the background Jobs reachable too).
 * `name` is also used by 'Loading {name}...' while the section loads. Each names the permission
 * its page asks for: the sidebar shows an assistant only the sections it may open.
 */
import {
  BarChart3,
  Brush,
  History,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Palette,
  PenTool,
  Settings,
  ShoppingBag,
  Tags,
  UserRound,
  Users,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import { can, type BackOfficeRole, type Permission } from "@/lib/domain/admin-permissions";

export interface AdminSection {
  name: string;
  href: string;
  icon: LucideIcon;
  /** Main sidebar group (spec's sidebar) or the secondary group. */
  group: "main" | "more";
  /** What its page needs (lib/domain/admin-permissions.ts). */
  permission: Permission;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { name: "Dashboard", href: "/admin", icon: LayoutDashboard, group: "main", permission: "backOffice" },
  { name: "Artworks", href: "/admin/artworks", icon: Palette, group: "main", permission: "catalogue" },
  { name: "About", href: "/admin/about", icon: UserRound, group: "main", permission: "about" },
  { name: "Services", href: "/admin/services", icon: Brush, group: "main", permission: "catalogue" },
  { name: "Orders", href: "/admin/orders", icon: ShoppingBag, group: "main", permission: "orders" },
  { name: "Commissions", href: "/admin/commissions", icon: PenTool, group: "main", permission: "orders" },
  { name: "Analytics", href: "/admin/analytics", icon: BarChart3, group: "main", permission: "analytics" },
  { name: "Inquiries", href: "/admin/inquiries", icon: MessageSquare, group: "more", permission: "inquiries" },
  { name: "Customers", href: "/admin/customers", icon: Users, group: "more", permission: "customers" },
  // Administrators only (the page asks for no permission); assistants have no customer list either.
  { name: "Subscribers", href: "/admin/subscribers", icon: Mail, group: "more", permission: "customers" },
  { name: "Categories", href: "/admin/categories", icon: Tags, group: "more", permission: "catalogue" },
  { name: "Settings", href: "/admin/settings", icon: Settings, group: "more", permission: "settings" },
  { name: "Activity", href: "/admin/activity", icon: History, group: "more", permission: "activity" },
  { name: "Jobs", href: "/admin/jobs", icon: Workflow, group: "more", permission: "jobs" },
] as const;

/** The sections a role may open, in sidebar order. */
export function sectionsFor(role: BackOfficeRole): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => can(role, s.permission));
}

/** The section a path belongs to (the longest matching href). */
export function sectionFor(pathname: string): AdminSection | undefined {
  return [...ADMIN_SECTIONS]
    .sort((a, b) => b.href.length - a.href.length)
    .find((s) => pathname === s.href || (s.href !== "/admin" && pathname.startsWith(`${s.href}/`)));
}

export function sectionNamed(name: string): AdminSection {
  const section = ADMIN_SECTIONS.find((s) => s.name === name);
  if (!section) throw new Error(`Unknown admin section ${name}`);
  return section;
}
