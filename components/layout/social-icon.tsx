import type { SVGProps } from "react";
import { Globe, Mail } from "lucide-react";
import { StrokeIcon } from "@/components/ui/stroke-icon";

/*
 * lucide-react 1.x no longer ships brand logos, so the common platforms are drawn here
 * in the same 24px stroke style. Unknown platforms get a globe.
 */

type IconProps = SVGProps<SVGSVGElement>;


const ICONS: Record<string, (props: IconProps) => React.ReactElement> = {
  instagram: (props) => (
    <StrokeIcon {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </StrokeIcon>
  ),
  facebook: (props) => (
    <StrokeIcon {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </StrokeIcon>
  ),
  youtube: (props) => (
    <StrokeIcon {...props}>
      <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </StrokeIcon>
  ),
  x: (props) => (
    <StrokeIcon {...props}>
      <path d="M4 4l16 16" />
      <path d="M20 4 4 20" />
    </StrokeIcon>
  ),
  twitter: (props) => (
    <StrokeIcon {...props}>
      <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />
    </StrokeIcon>
  ),
  linkedin: (props) => (
    <StrokeIcon {...props}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </StrokeIcon>
  ),
  tiktok: (props) => (
    <StrokeIcon {...props}>
      <path d="M9 12a4 4 0 1 0 4 4V3c.5 2.5 2.5 4.5 5 5" />
    </StrokeIcon>
  ),
  pinterest: (props) => (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M10.5 21l2-8" />
      <path d="M9.2 14.5C8.5 13.8 8 12.9 8 12a4 4 0 1 1 8 0c0 2.2-1.3 4-3 4-.9 0-1.6-.5-1.8-1.2" />
    </StrokeIcon>
  ),
  email: ({ className }) => <Mail aria-hidden="true" focusable="false" className={className} />,
};

const ALIASES: Record<string, string> = { "x.com": "x", "twitter/x": "x", ig: "instagram", fb: "facebook", mail: "email" };

export function socialIconKey(platform: string): string {
  const key = platform.trim().toLowerCase();
  return ALIASES[key] ?? key;
}

export function SocialIcon({ platform, className }: { platform: string; className?: string }) {
  const Icon = ICONS[socialIconKey(platform)];
  if (Icon) return <Icon className={className} />;
  return <Globe aria-hidden="true" focusable="false" className={className} />;
}

/** "instagram" -> "Instagram", "x" -> "X", "youtube" -> "YouTube". */
export function platformLabel(platform: string): string {
  const key = socialIconKey(platform);
  const known: Record<string, string> = {
    youtube: "YouTube",
    linkedin: "LinkedIn",
    tiktok: "TikTok",
    x: "X",
    email: "Email",
  };
  if (known[key]) return known[key];
  const trimmed = platform.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
