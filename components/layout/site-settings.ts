import "server-only";
import { cache } from "react";
import { getPublicSettings } from "@/lib/data/public-settings";

/**
 * The site settings once per request, however many layouts, pages and metadata functions ask;
 * across requests from the public data cache (tag 'settings', see lib/cache-tags.ts).
 */
export const getSiteSettings = cache(getPublicSettings);
