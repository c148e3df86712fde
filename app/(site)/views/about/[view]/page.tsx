import type { Metadata } from "next";
import Link from "next/link";
import { DatabaseZap } from "lucide-react";
import { AchievementsPanel } from "@/components/about/achievements-panel";
import { QuickFacts } from "@/components/about/quick-facts";
import { StoryPanel } from "@/components/about/story-panel";
import { ArtworkImage } from "@/components/artwork/artwork-image";
import { TabbedPanels } from "@/components/services/tabbed-panels";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { getAboutContent, withQuickFactFallbacks } from "@/lib/data/about";
import { JsonLd } from "@/components/artwork/artwork-json-ld";
import { getSiteSettings } from "@/components/layout/site-settings";
import { siteUrl } from "@/lib/env";
import { urlParam } from "@/lib/domain/text-input";
import { viewParams } from "@/lib/http/public-views";
import { pageMetadata } from "../../../_lib/metadata";

/** /about?tab=...: proxy.ts rewrites every view here (lib/http/public-views.ts); each is cached. */
type Params = Promise<{ view: string }>;

export const revalidate = 60; // PUBLIC_REVALIDATE_SECONDS (lib/data/public-cache.ts)
export function generateStaticParams(): { view: string }[] {
  return [];
}

/** Spec: shown when the about content cannot be read (the page still renders). */
const DATABASE_UNAVAILABLE = "Database connection not available";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: "About", path: "/about", description: "The artist's story, exhibitions and awards." });
}

export default async function AboutPage({ params }: { params: Params }) {
  // A tab id is a short word; anything else is ignored.
  const tab = urlParam((await viewParams(params)).tab, 40);
  const [{ content, databaseAvailable }, settings] = await Promise.all([getAboutContent(), getSiteSettings()]);
  const portrait = content.hero.images[0] ?? null;
  const title = content.hero.title ?? "About the Artist";

  // The artist for search engines, from the one source of contact details (Settings).
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: settings.siteName,
    url: `${siteUrl()}/about`,
    ...(settings.contactPhone ? { telephone: settings.contactPhone } : {}),
    ...(settings.contactAddress ? { address: settings.contactAddress } : {}),
    email: settings.contactEmail,
    sameAs: settings.socialLinks.filter((l) => /^https?:\/\//.test(l.url)).map((l) => l.url),
  };

  return (
    <>
      <JsonLd data={person} />
      <section id="bio" aria-labelledby="about-title" className="border-b border-border bg-muted/40">
        <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            {!databaseAvailable && (
              <p role="alert" className="mb-6 inline-flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
                <DatabaseZap aria-hidden="true" className="size-4 text-destructive" />
                {DATABASE_UNAVAILABLE}
              </p>
            )}
            <h1 id="about-title" className="text-4xl font-semibold sm:text-5xl">
              {title}
            </h1>
            {content.hero.subtitle && <p className="mt-4 text-xl text-muted-foreground">{content.hero.subtitle}</p>}
            {content.hero.texts.map((part) => (
              <p key={part.key} className="mt-4 leading-relaxed">
                {part.text}
              </p>
            ))}
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href="/gallery" className={buttonClasses({ size: "lg" })}>
                View Gallery
              </Link>
              <Link href="/contact#form" className={buttonClasses({ variant: "outline", size: "lg" })}>
                Get in Touch
              </Link>
            </div>
          </div>
          {portrait && (
            <ArtworkImage
              src={portrait}
              alt={`Portrait of ${title.replace(/^Hi, I'm /i, "")}`}
              sizes="(min-width: 1024px) 40vw, min(100vw, 384px)"
              preload
              frameClassName="mx-auto aspect-[4/5] w-full max-w-sm rounded-2xl border border-border shadow-sm"
            />
          )}
        </Container>
      </section>

      <Container className="py-12 sm:py-16">
        <h2 className="sr-only">Quick facts</h2>
        <QuickFacts facts={withQuickFactFallbacks(content.quickFacts)} />

        <TabbedPanels
          className="mt-14"
          label="About the artist"
          initialTab={tab ?? undefined}
          tabs={[
            { id: "story", label: "My Story", panel: <StoryPanel content={content} /> },
            { id: "achievements", label: "Achievements", panel: <AchievementsPanel achievements={content.achievements} /> },
          ]}
        />
      </Container>
    </>
  );
}
