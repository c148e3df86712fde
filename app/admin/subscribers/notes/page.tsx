import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeft } from "lucide-react";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { listNotes, listNoteWorkChoices } from "@/lib/data/admin/mailing-list";
import { PageHeader, Card } from "@/components/admin/ui/page-header";
import { Badge } from "@/components/admin/ui/badges";
import { formatDateTime } from "@/components/admin/ui/format";
import { NoteComposer } from "@/components/admin/mailing-list/note-composer";

export const metadata: Metadata = { title: "Notes to the list" };

/** /admin/subscribers/notes: the notes sent and drafted, and a new one. */
export default async function NotesPage() {
  await requireAdminPage();
  const [notes, works] = await Promise.all([listNotes(), listNoteWorkChoices()]);
  return (
    <div>
      <Link href="/admin/subscribers" className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ChevronLeft aria-hidden="true" className="size-4" /> Subscribers
      </Link>
      <PageHeader title="Notes to the list" description="A short announcement to everyone who confirmed: write it, preview it, send a test to yourself, then send." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <h2 className="mb-4 font-semibold">New note</h2>
          <NoteComposer note={null} works={works} />
        </Card>
        <Card>
          <h2 className="mb-3 font-semibold">Notes</h2>
          {notes.length === 0 ? (
            <p className="text-sm text-muted-foreground">No notes yet.</p>
          ) : (
            <ul className="divide-y divide-border">
              {notes.map((note) => (
                <li key={note.id} className="py-2.5">
                  <Link href={`/admin/subscribers/notes/${note.id}`} className="flex items-start justify-between gap-3 rounded-sm hover:underline">
                    <span className="min-w-0">
                      <span className="block font-medium break-words">{note.title}</span>
                      <span className="text-xs text-muted-foreground">
                        {note.sentAt ? `Sent ${formatDateTime(note.sentAt)} to ${note.recipients}` : `Drafted ${formatDateTime(note.createdAt)}`}
                      </span>
                    </span>
                    {note.sentAt ? <Badge tone="green">Sent</Badge> : <Badge tone="yellow">Draft</Badge>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
