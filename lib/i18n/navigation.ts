import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/**
 * Locale-aware Link, redirect, usePathname and useRouter: an href is written in its English form
 * ("/gallery") and gets the /ne prefix on Nepali pages.
 */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);
