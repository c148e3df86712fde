import type { ReactNode } from "react";
import { CartProvider } from "@/components/cart/cart-provider";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { ThemeScript } from "@/components/theme/theme-script";
import { Toaster } from "@/components/ui/toaster";
import { CarriedToast } from "@/components/ui/carried-toast";
import { DialogStringsProvider } from "@/components/ui/dialog-strings";
import "@/app/globals.css";

/**
 * The HTML document: theme (set before paint by ThemeScript), cart and toasts. Each root layout
 * draws it with its own language: the public site (app/[locale]/layout.tsx), the back office
 * (app/admin/layout.tsx), the maintenance page (app/views/layout.tsx) and the 404 of unknown
 * addresses (app/global-not-found.tsx), and gives the close label of its dialogs in that language.
 *
 * Client components take their words as props, translated on the server (lib/i18n/ui-strings.ts,
 * lib/i18n/cart-strings.ts): no translation runtime travels to the browser.
 */
export function Document({
  lang,
  closeLabel,
  children,
}: {
  lang: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const body = (
    <DialogStringsProvider closeLabel={closeLabel}>
      <ThemeProvider>
        <CartProvider>
          {children}
          <Toaster />
          <CarriedToast />
        </CartProvider>
      </ThemeProvider>
    </DialogStringsProvider>
  );
  return (
    <html lang={lang} data-scroll-behavior="smooth" suppressHydrationWarning>
      {/* The root layouts' document head (this file is shared by them, so the rule cannot tell). */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <ThemeScript />
      </head>
      <body>
        {body}
      </body>
    </html>
  );
}
