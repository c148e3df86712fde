"use client";

import { Link } from "@/lib/i18n/navigation";
import { CartButton } from "@/components/cart/cart-button";
import { ThemeSwitch } from "@/components/theme/theme-switch";
import { Container } from "@/components/ui/container";
import { LanguageSwitch } from "./language-switch";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";

/**
 * Sticky site header: wordmark, main navigation, cart, theme switch and (small screens) the menu
 * button. Rendered in the browser (almost all of it is interactive): the page carries only its name.
 */
export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <Container className="relative flex h-16 items-center gap-4">
        <Link
          href="/"
          className="mr-auto truncate rounded-sm text-base font-semibold tracking-tight text-foreground sm:text-lg"
        >
          {siteName}
        </Link>
        <MainNav />
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <CartButton />
          <ThemeSwitch />
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
