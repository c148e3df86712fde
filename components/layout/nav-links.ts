/** The site's main navigation (spec section 2), shared by header, mobile menu, footer and 404 page; labels are keys of common.nav in messages/. */
export const NAV_LINKS = [
  { href: "/", label: "home" },
  { href: "/gallery", label: "gallery" },
  { href: "/services", label: "services" },
  { href: "/about", label: "about" },
  { href: "/contact", label: "contact" },
] as const;

export type NavLink = (typeof NAV_LINKS)[number];

/** "page" for the current page, "true" inside its section (e.g. /gallery/x under Gallery), else undefined. */
export function currentState(pathname: string | null, href: string): "page" | "true" | undefined {
  if (!pathname) return undefined;
  if (pathname === href) return "page";
  if (href !== "/" && pathname.startsWith(`${href}/`)) return "true";
  return undefined;
}
