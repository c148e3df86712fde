import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { CartProvider } from "@/components/cart/cart-provider";
import { getSiteSettings } from "@/components/layout/site-settings";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { ThemeScript } from "@/components/theme/theme-script";
import { Toaster } from "@/components/ui/toaster";
import { siteUrl } from "@/lib/env";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const { siteName, siteDescription } = await getSiteSettings();
  return {
    // Absolute URLs for canonical links and sharing images come from SITE_URL.
    metadataBase: new URL(siteUrl()),
    title: { default: siteName, template: `%s | ${siteName}` },
    description: siteDescription,
    applicationName: siteName,
    openGraph: { type: "website", siteName, title: siteName, description: siteDescription, locale: "en_NP" },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fafaf9" },
    { media: "(prefers-color-scheme: dark)", color: "#0c0a09" },
  ],
  colorScheme: "light dark",
};

/**
 * The root document: theme (set before paint by ThemeScript), cart and toasts.
 * The public header and footer live in app/(site)/layout.tsx; /admin brings its own frame.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-scroll-behavior="smooth" suppressHydrationWarning>
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
