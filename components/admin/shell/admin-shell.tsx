"use client";
/**
 * The frame of the back office: a sidebar (sections, the signed-in email, theme switch, Sign Out)
 * beside the page; on phones the sidebar sits behind a menu button (a Radix dialog sheet).
 */
import { useState, type ReactNode } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Menu, X } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import { ThemeSwitch } from "@/components/theme/theme-switch";
import { cn } from "@/components/ui/cn";
import { ROLE_LABELS, type BackOfficeRole } from "@/lib/domain/admin-permissions";
import type { ThemeSwitchStrings } from "@/lib/i18n/ui-strings";
import { sectionFor, sectionsFor } from "./nav";
import { SignOutButton } from "./sign-out-button";

interface ShellProps {
  email: string;
  role: BackOfficeRole;
  siteName: string;
  themeStrings: ThemeSwitchStrings;
}

function SidebarContent({ email, role, siteName, themeStrings, onNavigate }: ShellProps & { onNavigate?: () => void }) {
  const pathname = usePathname();
  const active = sectionFor(pathname)?.href;
  // Only the sections this role may open (each page checks again on the server).
  const sections = sectionsFor(role);
  const groups = [
    { label: "Manage", items: sections.filter((s) => s.group === "main") },
    { label: "More", items: sections.filter((s) => s.group === "more") },
  ].filter((g) => g.items.length > 0);
  return (
    <div className="flex h-full flex-col">
      <div className="px-4 py-5">
        <Link href="/" className="text-base font-semibold tracking-tight" onClick={onNavigate}>
          {siteName}
        </Link>
        <p className="text-xs text-muted-foreground">Back office</p>
      </div>
      <nav aria-label="Admin" className="flex-1 space-y-6 overflow-y-auto px-3">
        {groups.map((group) => (
          <div key={group.label}>
            <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{group.label}</p>
            <ul className="space-y-0.5">
              {group.items.map((section) => {
                const Icon = section.icon;
                const current = section.href === active;
                return (
                  <li key={section.href}>
                    <Link
                      href={section.href}
                      onClick={onNavigate}
                      aria-current={current ? "page" : undefined}
                      className={cn(
                        "flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring",
                        current ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                      {section.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <div className="space-y-2 border-t border-border p-3">
        <div className="flex items-center justify-between gap-2 px-3">
          <div className="min-w-0">
            <p className="text-xs text-muted-foreground">Signed in as</p>
            <p className="truncate text-sm font-medium" data-testid="admin-email">
              {email}
            </p>
            <p className="text-xs text-muted-foreground" data-testid="admin-role">
              {ROLE_LABELS[role]}
            </p>
            <Link
              href="/admin/account"
              onClick={onNavigate}
              aria-current={pathname === "/admin/account" ? "page" : undefined}
              className="text-xs font-medium text-muted-foreground underline underline-offset-4 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              My account
            </Link>
          </div>
          <ThemeSwitch strings={themeStrings} placement="above" />
        </div>
        <SignOutButton />
      </div>
    </div>
  );
}

export function AdminShell({ email, role, siteName, themeStrings, children }: ShellProps & { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-background lg:grid lg:grid-cols-[16rem_1fr]">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:text-primary-foreground"
      >
        Skip to main content
      </a>
      <aside className="sticky top-0 hidden h-dvh border-r border-border bg-card lg:block">
        <SidebarContent email={email} role={role} siteName={siteName} themeStrings={themeStrings} />
      </aside>

      <header className="sticky top-0 z-40 flex items-center justify-between border-b border-border bg-card/95 px-4 py-2 backdrop-blur lg:hidden">
        <span className="text-sm font-semibold">{siteName} · Admin</span>
        <Primitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Primitive.Trigger
            aria-label="Open admin menu"
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Menu aria-hidden="true" className="size-5" />
          </Primitive.Trigger>
          <Primitive.Portal>
            <Primitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
            <Primitive.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-border bg-card shadow-xl focus:outline-none"
            >
              <Primitive.Title className="sr-only">Admin menu</Primitive.Title>
              <Primitive.Close
                aria-label="Close admin menu"
                className="absolute top-4 right-3 inline-flex size-9 items-center justify-center rounded-md hover:bg-muted"
              >
                <X aria-hidden="true" className="size-5" />
              </Primitive.Close>
              <SidebarContent email={email} role={role} siteName={siteName} themeStrings={themeStrings} onNavigate={() => setMenuOpen(false)} />
            </Primitive.Content>
          </Primitive.Portal>
        </Primitive.Root>
      </header>

      <main id="admin-main" tabIndex={-1} className="min-w-0 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8">
        {children}
      </main>
    </div>
  );
}
