"use client";
/**
 * The note's editor: title, text and up to 4 works as cards. Saving keeps a draft (the preview
 * beside it shows the saved version); a sent note is read-only.
 */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/admin/form/fields";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import { saveNoteAction } from "@/lib/actions/admin/mailing-list";
import { LIST_LIMITS } from "@/lib/domain/mailing-list-limits";

export interface WorkChoice {
  id: string;
  title: string;
}

export function NoteComposer({
  note,
  works,
}: {
  note: { id: string; title: string; body: string; artworkIds: string[] } | null;
  works: WorkChoice[];
}) {
  const router = useRouter();
  const { run, pending } = useAdminAction();
  const [title, setTitle] = useState(note?.title ?? "");
  const [body, setBody] = useState(note?.body ?? "");
  const [chosen, setChosen] = useState<string[]>(note?.artworkIds ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function toggle(id: string) {
    setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : current.length < LIST_LIMITS.works ? [...current, id] : current));
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    run(
      async (input: { id: string | null; title: string; body: string; artworkIds: string[] }) => {
        const result = await saveNoteAction(input);
        if (!result.ok) setErrors(result.fieldErrors ?? {});
        return result;
      },
      { id: note?.id ?? null, title, body, artworkIds: chosen },
      { onSuccess: (data) => !note && router.push(`/admin/subscribers/notes/${data.id}`) },
    );
  }

  return (
    <form onSubmit={save} className="space-y-4" data-testid="note-composer" noValidate>
      <Field label="Title" error={errors.title}>
        {(props) => <input {...props} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={LIST_LIMITS.title} className={inputClasses} required />}
      </Field>
      <Field label="Text" error={errors.body} hint={`${body.length} / ${LIST_LIMITS.body} characters. A blank line starts a new paragraph.`}>
        {(props) => <textarea {...props} value={body} onChange={(e) => setBody(e.target.value)} maxLength={LIST_LIMITS.body} rows={8} className={inputClasses} required />}
      </Field>
      <fieldset>
        <legend className="text-sm font-medium">
          Works shown as cards ({chosen.length} of {LIST_LIMITS.works})
        </legend>
        {errors.artworkIds && <p className="mt-1 text-sm text-destructive">{errors.artworkIds}</p>}
        <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto rounded-md border border-border p-2" aria-label="Works">
          {works.map((work) => {
            const checked = chosen.includes(work.id);
            return (
              <li key={work.id}>
                <label className="flex items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-muted">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && chosen.length >= LIST_LIMITS.works}
                    onChange={() => toggle(work.id)}
                    className="size-4 accent-primary"
                  />
                  <span className="min-w-0 truncate">{work.title}</span>
                  {checked && <span className="ml-auto text-xs text-muted-foreground">#{chosen.indexOf(work.id) + 1}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <Button type="submit" disabled={pending}>
        <Save aria-hidden="true" /> {pending ? "Saving..." : note ? "Save changes" : "Save draft"}
      </Button>
    </form>
  );
}
