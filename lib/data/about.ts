import "server-only";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { cached, reportReadFailure } from "@/lib/data/public-cache";
import { localized } from "@/lib/i18n/localized";
import type { Locale } from "@/lib/i18n/locales";

export const QUICK_FACT_ICONS = ["Heart", "Award", "Calendar", "Camera"] as const;
export type QuickFactIcon = (typeof QUICK_FACT_ICONS)[number];

export interface AboutText {
  key: string;
  text: string;
}

export interface QuickFact {
  key: string;
  text: string;
  icon: QuickFactIcon;
}

export interface ProcessStep {
  key: string;
  title: string;
  text: string;
}

export interface Achievement {
  key: string;
  year: string;
  title: string;
  venue: string;
}

/** The active about-content rows, grouped by section, each in display order. Plain JSON. */
export interface AboutContent {
  hero: { title: string | null; subtitle: string | null; texts: AboutText[]; images: string[]; backgroundImage: string | null };
  story: AboutText[];
  philosophy: AboutText[];
  skills: AboutText[];
  quickFacts: QuickFact[];
  processSteps: ProcessStep[];
  achievements: Achievement[];
  socialLinks: { key: string; title: string; url: string }[];
}

/** Spec: quick facts shown when the content has none for years of work or number of artworks. */
export const QUICK_FACT_FALLBACKS: readonly QuickFact[] = [
  { key: "experience", text: "5+ years", icon: "Calendar" },
  { key: "artworks", text: "50+ artworks", icon: "Camera" },
];

interface ContentValue {
  text?: unknown;
  images?: unknown;
  year?: unknown;
  title?: unknown;
  venue?: unknown;
  icon?: unknown;
}

function str(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "") : [];
}

function icon(value: unknown, key: string): QuickFactIcon {
  const name = str(value);
  const match = QUICK_FACT_ICONS.find((i) => i.toLowerCase() === name.toLowerCase());
  if (match) return match;
  if (/year|experience/i.test(key)) return "Calendar";
  if (/award|prize/i.test(key)) return "Award";
  if (/artwork|photo|work/i.test(key)) return "Camera";
  return "Heart";
}

function emptyContent(): AboutContent {
  return {
    hero: { title: null, subtitle: null, texts: [], images: [], backgroundImage: null },
    story: [],
    philosophy: [],
    skills: [],
    quickFacts: [],
    processSteps: [],
    achievements: [],
    socialLinks: [],
  };
}

/** Quick facts with the spec's fallbacks for years and artworks when those are missing. */
export function withQuickFactFallbacks(facts: readonly QuickFact[]): QuickFact[] {
  const has = (pattern: RegExp) => facts.some((fact) => pattern.test(fact.key) || pattern.test(fact.text));
  const fallbacks: QuickFact[] = [];
  if (!has(/year|experience/i)) fallbacks.push(QUICK_FACT_FALLBACKS[0]);
  if (!has(/artwork/i)) fallbacks.push(QUICK_FACT_FALLBACKS[1]);
  return [...fallbacks, ...facts];
}

/** The Nepali text fields an item may have (contentValueNe); the rest of an item is shared. */
export const ABOUT_NEPALI_FIELDS = ["text", "title", "venue"] as const;

function jsonObject(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * An item's value in the reader's language: with locale "ne", its text, title and venue are the
 * Nepali ones where written; links, images, years and icons are shared. English: unchanged.
 */
export function localizedContentValue(value: unknown, valueNe: unknown, locale: Locale): ContentValue {
  const base = jsonObject(value);
  if (locale === "en") return base;
  const ne = jsonObject(valueNe);
  const out: Record<string, unknown> = { ...base };
  for (const field of ABOUT_NEPALI_FIELDS) {
    const nepali = ne[field];
    if (typeof nepali === "string") out[field] = localized(base[field], nepali, locale);
  }
  return out;
}

/**
 * Reads and groups the active rows (uncached; throws when the database cannot answer). With
 * locale "ne", the Nepali text of each item where written. Social links keep their URL.
 */
export async function findAboutContent(locale: Locale = "en"): Promise<AboutContent> {
  const rows = await db.aboutContent.findMany({
    where: { isActive: true },
    orderBy: [{ sectionType: "asc" }, { displayOrder: "asc" }, { createdAt: "asc" }],
    select: { sectionType: true, contentKey: true, contentValue: true, contentValueNe: true },
  });
  const content = emptyContent();
  for (const row of rows) {
    const shared =
      row.sectionType === "social_links" || (row.sectionType === "hero" && (row.contentKey === "profile_images" || row.contentKey === "background_image"));
    const value = localizedContentValue(row.contentValue, shared ? null : row.contentValueNe, locale);
    const key = row.contentKey;
    const text = str(value.text);
    switch (row.sectionType) {
      case "hero":
        if (key === "title" && text) content.hero.title = text;
        else if (key === "subtitle" && text) content.hero.subtitle = text;
        else if (key === "profile_images") content.hero.images.push(...strings(value.images));
        else if (key === "background_image") content.hero.backgroundImage ??= strings(value.images)[0] ?? (text || null);
        else if (text) content.hero.texts.push({ key, text });
        break;
      case "my_story":
        if (text) content.story.push({ key, text });
        break;
      case "philosophy":
        if (text) content.philosophy.push({ key, text });
        break;
      case "skills":
        if (text) content.skills.push({ key, text });
        break;
      case "quick_facts":
        if (text) content.quickFacts.push({ key, text, icon: icon(value.icon, key) });
        break;
      case "process_steps":
        if (text || str(value.title)) content.processSteps.push({ key, title: str(value.title), text });
        break;
      case "achievements":
        if (str(value.title)) content.achievements.push({ key, year: str(value.year), title: str(value.title), venue: str(value.venue) });
        break;
      case "social_links":
        if (text) content.socialLinks.push({ key, title: str(value.title) || key, url: text });
        break;
    }
  }
  return content;
}

const getCachedAboutContent = cached<[locale?: Locale], AboutContent>("about", findAboutContent, { tags: () => [CACHE_TAGS.about] });

/**
 * The about page's content. When the database cannot answer, empty content (the page still
 * renders, with the quick-fact fallbacks) and databaseAvailable false.
 */
export async function getAboutContent(locale: Locale = "en"): Promise<{ content: AboutContent; databaseAvailable: boolean }> {
  try {
    // English keeps its cache key (no locale argument).
    return { content: await (locale === "en" ? getCachedAboutContent() : getCachedAboutContent(locale)), databaseAvailable: true };
  } catch (error) {
    reportReadFailure("about", error);
    return { content: emptyContent(), databaseAvailable: false };
  }
}
