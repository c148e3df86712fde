import type { ReactNode } from "react";
import { CartProvider } from "@/components/cart/cart-provider";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { ThemeScript } from "@/components/theme/theme-script";
import { Toaster } from "@/components/ui/toaster";
import "@/app/globals.css";

/**
 * The HTML document: theme (set before paint by ThemeScript), cart and toasts. Each root layout
 * draws it with its own language: the public site (app/[locale]/layout.tsx), the back office
 * (app/admin/layout.tsx), the maintenance page (app/views/layout.tsx) and the 404 of unknown
 * addresses (app/global-not-found.tsx).
 */
export function Document({ lang, className, children }: { lang: string; className?: string; children: ReactNode }) {
  return (
    <html lang={lang} className={className} data-scroll-behavior="smooth" suppressHydrationWarning>
      {/* The root layouts' document head (this file is shared by them, so the rule cannot tell). */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <ThemeScript />
      </head>
      <body>
        <ThemeProvider>
          <CartProvider>
            {children}
            <Toaster />
          </CartProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}
