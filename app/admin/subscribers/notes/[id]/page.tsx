import type { Metadata } from "next";
import Link from "next/link";
import { ChevronLeft } from "lucide-react";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { confirmedListCount, getNote, listNoteWorkChoices } from "@/lib/data/admin/mailing-list";
import { uuidOf } from "@/lib/domain/admin/form-input";
import { renderNotePreview } from "@/lib/mailing-list/preview";
import { PageHeader, Card } from "@/components/admin/ui/page-header";
import { formatDateTime } from "@/components/admin/ui/format";
import { NoteComposer } from "@/components/admin/mailing-list/note-composer";
import { NoteSend } from "@/components/admin/mailing-list/note-send";

export const metadata: Metadata = { title: "Note to the list" };

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** One note: its editor while a draft, the preview, a test, Send, and its counts once sent. */
export default async function NotePage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const id = uuidOf((await params).id);
  const note = id ? await getNote(id) : null;
  if (!note) {
    return (
      <div>
        <PageHeader title="Note not found" description="This note no longer exists." />
        <Link href="/admin/subscribers/notes" className="text-sm underline">
          Back to the notes
        </Link>
      </div>
    );
  }
  const [works, preview, subscribers] = await Promise.all([
    note.sentAt ? Promise.resolve([]) : listNoteWorkChoices(),
    renderNotePreview(note),
    confirmedListCount(),
  ]);
  return (
    <div>
      <Link href="/admin/subscribers/notes" className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ChevronLeft aria-hidden="true" className="size-4" /> Notes to the list
      </Link>
      <PageHeader
        title={note.title}
        description={note.sentAt ? `Sent ${formatDateTime(note.sentAt)}.` : "Draft: save your changes, check the preview, send a test to yourself, then send."}
        actions={<NoteSend noteId={note.id} subscribers={subscribers} adminEmail={admin.email} sent={Boolean(note.sentAt)} />}
      />
      {note.sentAt && (
        <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Where the emails stand">
          <Count label="Recipients" value={note.counts.recipients} testId="note-recipients" />
          <Count label="Sent" value={note.counts.sent} testId="note-sent" />
          <Count label="Waiting" value={note.counts.waiting} testId="note-waiting" />
          <Count label="Failed" value={note.counts.failed} testId="note-failed" />
          <Count label="Unsubscribed since" value={note.counts.unsubscribed} testId="note-unsubscribed" />
        </dl>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {!note.sentAt && (
          <Card>
            <h2 className="mb-4 font-semibold">Edit</h2>
            <NoteComposer note={note} works={works} />
          </Card>
        )}
        <Card className={note.sentAt ? "lg:col-span-2" : ""}>
          <h2 className="mb-3 font-semibold">Preview</h2>
          {/* The email's own markup (escaped by react-email, from the sanitised note), on its own paper. */}
          <div
            className="max-h-[40rem] overflow-auto rounded-md border border-border bg-[#faf7f2] text-[#1f1a17]"
            data-testid="note-preview"
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </Card>
      </div>
    </div>
  );
}
