/**
 * A commission's timeline, oldest first: the buyer's reference photos from checkout, the stages
 * reached, the artist's updates with their photos, the buyer's answers and the "ship anyway"
 * override. Shared by the buyer's order page and the back office's order page. Photos are private
 * files behind short-lived signed links (never next/image, never a cached page).
 */
import type { CommissionTimelineEntry } from "@/lib/data/commissions";
import { formatOrderDate, type Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";

const ENGLISH = { nothingYet: "Nothing has happened yet.", opensPhoto: " (opens the full photo in a new tab)" };

const DOT: Record<CommissionTimelineEntry["kind"], string> = {
  reference: "bg-muted-foreground",
  stage: "bg-accent",
  update: "bg-accent",
  approved: "bg-success",
  changes_requested: "bg-amber-500",
  ship_override: "bg-destructive",
};

export function CommissionTimeline({
  entries,
  locale = "en",
  digits = "devanagari",
  strings = ENGLISH,
}: {
  entries: CommissionTimelineEntry[];
  /** The buyer's page's language, digits and words (the back office: English, the defaults). */
  locale?: Locale;
  digits?: Digits;
  strings?: typeof ENGLISH;
}) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{strings.nothingYet}</p>;
  return (
    <ol className="space-y-5 border-l border-border pl-5" data-testid="commission-timeline">
      {entries.map((entry) => (
        <li key={entry.id} className="relative" data-kind={entry.kind}>
          <span aria-hidden="true" className={`absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full ${DOT[entry.kind]}`} />
          <p className="text-sm font-semibold">{entry.title}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={entry.at}>{formatOrderDate(new Date(entry.at), locale, { digits, time: true })}</time>
            {entry.actor ? ` · ${entry.actor}` : ""}
          </p>
          {entry.note && <p className="mt-1.5 text-sm break-words whitespace-pre-line">{entry.note}</p>}
          {entry.photos.length > 0 && (
            <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {entry.photos.map((photo) => (
                <li key={photo.url}>
                  <a href={photo.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-md border border-border bg-muted">
                    {/* eslint-disable-next-line @next/next/no-img-element -- a private file through a signed link, never the image optimiser */}
                    <img
                      src={photo.url}
                      alt={photo.alt}
                      width={photo.width}
                      height={photo.height}
                      referrerPolicy="no-referrer"
                      className="aspect-square w-full object-cover"
                    />
                    <span className="sr-only">{strings.opensPhoto}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
