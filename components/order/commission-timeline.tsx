/**
 * A commission's timeline, oldest first: the buyer's reference photos from checkout, the stages
 * reached, the artist's updates with their photos, the buyer's answers and the "ship anyway"
 * override. Shared by the buyer's order page and the back office's order page. Photos are private
 * files behind short-lived signed links (never next/image, never a cached page).
 */
import type { CommissionTimelineEntry } from "@/lib/data/commissions";

const dateFormat = new Intl.DateTimeFormat("en-NP", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kathmandu" });

const DOT: Record<CommissionTimelineEntry["kind"], string> = {
  reference: "bg-muted-foreground",
  stage: "bg-accent",
  update: "bg-accent",
  approved: "bg-success",
  changes_requested: "bg-amber-500",
  ship_override: "bg-destructive",
};

export function CommissionTimeline({ entries }: { entries: CommissionTimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">Nothing has happened yet.</p>;
  return (
    <ol className="space-y-5 border-l border-border pl-5" data-testid="commission-timeline">
      {entries.map((entry) => (
        <li key={entry.id} className="relative" data-kind={entry.kind}>
          <span aria-hidden="true" className={`absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full ${DOT[entry.kind]}`} />
          <p className="text-sm font-semibold">{entry.title}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={entry.at}>{dateFormat.format(new Date(entry.at))}</time>
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
                    <span className="sr-only"> (opens the full photo in a new tab)</span>
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
