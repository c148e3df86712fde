import "server-only";
import { cache } from "react";
import { getSettings } from "@/lib/data/settings";

/** getSettings() once per request, however many layouts, pages and metadata functions ask. */
export const getSiteSettings = cache(getSettings);
