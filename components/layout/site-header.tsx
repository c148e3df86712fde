"use client";

import { LocaleLink as Link } from "@/components/ui/locale-link";
import type { HeaderStrings } from "@/lib/i18n/ui-strings";
import { CartButton } from "@/components/cart/cart-button";
import { ThemeSwitch } from "@/components/theme/theme-switch";
import { Container } from "@/components/ui/container";
import { LanguageSwitch } from "./language-switch";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";

/**
 * Sticky site header: wordmark, main navigation, cart, theme switch and (small screens) the menu
 * button. Rendered in the browser (almost all of it is interactive): the page carries only its name
 * and its words (translated on the server, lib/i18n/ui-strings.ts).
 */
export function SiteHeader({ siteName, strings }: { siteName: string; strings: HeaderStrings }) {
  return (
    <header className="site-header sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <Container className="relative flex h-16 items-center gap-4">
        <Link
          href="/"
          className="mr-auto truncate rounded-sm text-base font-semibold tracking-tight text-foreground sm:text-lg"
        >
          {siteName}
        </Link>
        <MainNav strings={strings} />
        <div className="flex items-center gap-1">
          <LanguageSwitch strings={strings.otherLanguage} />
          <CartButton />
          <ThemeSwitch strings={strings.theme} />
          <MobileMenu strings={strings} />
        </div>
      </Container>
    </header>
  );
}
