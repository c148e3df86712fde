import type { SVGProps } from "react";

/**
 * A 24px outline icon in Lucide's stroke style, for the few icons drawn by hand (brand logos,
 * which lucide-react no longer ships; the error screens, which must not load lucide-react).
 */
export function StrokeIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A StrokeIcon of paths given as data (Lucide's, each a path's `d`): `<PathIcon paths={MENU_ICON} className="size-5" />`. */
export function PathIcon({ paths, ...props }: { paths: readonly string[] } & SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon width={24} height={24} {...props}>
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </StrokeIcon>
  );
}
