import type { Metadata } from "next";
import Link from "next/link";

// Next adds <meta name="robots" content="noindex"> to not-found responses itself.
export const metadata: Metadata = {
  title: "Page not found",
};

/**
 * The last-resort 404 (notFound() outside the public site, e.g. an unknown order in the back
 * office). Unknown public URLs get the framed page of app/(site)/[...missing]/not-found.tsx through the
 * catch-all route. Next serialises this page into every page's payload, so it stays small and
 * free of client components.
 */
export default function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">Error 404</p>
      <h1 className="mt-4 text-4xl font-semibold text-foreground">Page not found</h1>
      <p className="mt-5 text-lg leading-relaxed text-muted-foreground">This page seems to have wandered off the canvas.</p>
      <p className="mt-8 flex justify-center gap-6 font-medium">
        <Link href="/" className="underline underline-offset-4">
          Home
        </Link>
        <Link href="/gallery" className="underline underline-offset-4">
          Gallery
        </Link>
      </p>
    </main>
  );
}
