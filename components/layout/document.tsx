import type { ComponentProps, ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { CartProvider } from "@/components/cart/cart-provider";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { ThemeScript } from "@/components/theme/theme-script";
import { Toaster } from "@/components/ui/toaster";
import { CarriedToast } from "@/components/ui/carried-toast";
import "@/app/globals.css";

/**
 * The HTML document: theme (set before paint by ThemeScript), cart and toasts. Each root layout
 * draws it with its own language: the public site (app/[locale]/layout.tsx), the back office
 * (app/admin/layout.tsx), the maintenance page (app/views/layout.tsx) and the 404 of unknown
 * addresses (app/global-not-found.tsx). The messages given are provided to everything in the
 * body, the cart panel and toasts included (they sit beside the page, and their dialogs read
 * `common.close`).
 */
export function Document({
  lang,
  className,
  messages = {},
  children,
}: {
  lang: string;
  className?: string;
  messages?: ComponentProps<typeof NextIntlClientProvider>["messages"];
  children: ReactNode;
}) {
  return (
    <html lang={lang} className={className} data-scroll-behavior="smooth" suppressHydrationWarning>
      {/* The root layouts' document head (this file is shared by them, so the rule cannot tell). */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <ThemeScript />
      </head>
      <body>
        <NextIntlClientProvider locale={lang} messages={messages}>
          <ThemeProvider>
            <CartProvider>
              {children}
              <Toaster />
              <CarriedToast />
            </CartProvider>
          </ThemeProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
