/**
 * The note as subscribers will see it, rendered for the back office's preview: the email's body
 * (react-email escapes every text; the note is sanitised when saved). Shown inline, not in an
 * iframe: the site's Content-Security-Policy allows no frames.
 */
import { db } from "@/lib/db";
import { loadEmailSite } from "@/lib/email/site";
import { renderEmail } from "@/lib/email/templates";
import { siteUrl } from "@/lib/env";
import { noteCards } from "@/lib/mailing-list/notes";

export async function renderNotePreview(note: { title: string; body: string; artworkIds: string[] }): Promise<string> {
  const [site, works] = await Promise.all([loadEmailSite(db), noteCards(db, note.artworkIds)]);
  const sample = `${siteUrl()}/list/unsubscribe?token=preview`;
  const rendered = await renderEmail("list_note", { title: note.title, body: note.body, works, unsubscribeUrl: sample, unsubscribePageUrl: sample }, site);
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(rendered.html);
  return body ? body[1] : rendered.html;
}
