/**
 * The sections of the back office, in sidebar order (spec section 2: Dashboard, Artworks, About,
 * Services, Orders, Analytics; Inquiries, Customers and Settings reachable too). `name` is also
 * used by 'Loading {name}...' while the section loads.
 */
import {
  BarChart3,
  Brush,
  LayoutDashboard,
  MessageSquare,
  Palette,
  Settings,
  ShoppingBag,
  Tags,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";

export interface AdminSection {
  name: string;
  href: string;
  icon: LucideIcon;
  /** Main sidebar group (spec's sidebar) or the secondary group. */
  group: "main" | "more";
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { name: "Dashboard", href: "/admin", icon: LayoutDashboard, group: "main" },
  { name: "Artworks", href: "/admin/artworks", icon: Palette, group: "main" },
  { name: "About", href: "/admin/about", icon: UserRound, group: "main" },
  { name: "Services", href: "/admin/services", icon: Brush, group: "main" },
  { name: "Orders", href: "/admin/orders", icon: ShoppingBag, group: "main" },
  { name: "Analytics", href: "/admin/analytics", icon: BarChart3, group: "main" },
  { name: "Inquiries", href: "/admin/inquiries", icon: MessageSquare, group: "more" },
  { name: "Customers", href: "/admin/customers", icon: Users, group: "more" },
  { name: "Categories", href: "/admin/categories", icon: Tags, group: "more" },
  { name: "Settings", href: "/admin/settings", icon: Settings, group: "more" },
] as const;

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
