/** The addresses list emails link to (absolute, from SITE_URL). */
import { siteUrl } from "@/lib/env";
import { unsubscribeToken } from "@/lib/mailing-list/tokens";

export function confirmUrl(token: string): string {
  return `${siteUrl()}/list/confirm?token=${encodeURIComponent(token)}`;
}

/** The one-click endpoint (List-Unsubscribe) and the page with the button (the visible link). */
export function unsubscribeUrls(subscriptionId: string): { unsubscribeUrl: string; unsubscribePageUrl: string } {
  const token = encodeURIComponent(unsubscribeToken(subscriptionId));
  return {
    unsubscribeUrl: `${siteUrl()}/api/list/unsubscribe?token=${token}`,
    unsubscribePageUrl: `${siteUrl()}/list/unsubscribe?token=${token}`,
  };
}

export function artworkUrl(slug: string): string {
  return `${siteUrl()}/gallery/${encodeURIComponent(slug)}`;
}
