"use server";
/**
 * Notes to the list, in the back office (administrators only): save a draft (title, text and up
 * to 4 works; sanitised, bounded), send a test to the signed-in administrator, then send to the
 * list (one outbox email per confirmed subscriber, at the list's rate; sending again queues only
 * who is missing).
 */
import { z } from "zod";
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { db } from "@/lib/db";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { kickEmailWorker } from "@/lib/email/outbox";
import { recordIdInput } from "@/lib/domain/admin/form-input";
import { LIST_LIMITS, NOTE_MESSAGES, noteInputSchema } from "@/lib/domain/mailing-list";
import { cleanNote, NoteNotFoundError, sendNoteTest, sendNoteToList } from "@/lib/mailing-list/notes";

const saveInput = z
  .object({ id: z.uuid(NOTE_MESSAGES.notFound).nullish() })
  .and(
    z.object({
      // Bounded before anything else reads them.
      title: z.string({ message: NOTE_MESSAGES.titleRequired }).max(LIST_LIMITS.title * 2, NOTE_MESSAGES.titleTooLong),
      body: z.string({ message: NOTE_MESSAGES.bodyRequired }).max(LIST_LIMITS.body * 2, NOTE_MESSAGES.bodyTooLong),
      artworkIds: z.array(z.string().max(36)).max(LIST_LIMITS.works * 2, NOTE_MESSAGES.tooManyWorks).default([]),
    }),
  )
  .transform((input, ctx) => {
    const parsed = noteInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { id: input.id ?? null, ...parsed.data };
  });

export const saveNoteAction = adminAction(
  saveInput,
  async ({ id, ...fields }) => {
    assertWritable(DEMO_MESSAGES.updateContent);
    const note = cleanNote(fields);
    if (!note.title) throw new AdminActionError(NOTE_MESSAGES.failed, { title: NOTE_MESSAGES.titleRequired });
    if (!note.body) throw new AdminActionError(NOTE_MESSAGES.failed, { body: NOTE_MESSAGES.bodyRequired });
    if (note.artworkIds.length > 0 && (await db.artwork.count({ where: { id: { in: note.artworkIds } } })) !== note.artworkIds.length) {
      throw new AdminActionError(NOTE_MESSAGES.failed, { artworkIds: NOTE_MESSAGES.unknownWork });
    }
    if (!id) {
      const created = await db.listNote.create({ data: note, select: { id: true } });
      return withMessage(created, NOTE_MESSAGES.saved);
    }
    const changed = await db.listNote.updateMany({ where: { id, sentAt: null }, data: note });
    if (changed.count === 0) {
      const exists = await db.listNote.count({ where: { id } });
      throw new AdminActionError(exists ? NOTE_MESSAGES.alreadySent : NOTE_MESSAGES.notFound);
    }
    return withMessage({ id }, NOTE_MESSAGES.saved);
  },
  { invalidMessage: NOTE_MESSAGES.failed, failureMessage: NOTE_MESSAGES.failed },
);

export const sendNoteTestAction = adminAction(
  recordIdInput(NOTE_MESSAGES.notFound),
  async ({ id }, admin) => {
    assertWritable(DEMO_MESSAGES.updateContent);
    try {
      await sendNoteTest(id, admin.email);
    } catch (error) {
      if (error instanceof NoteNotFoundError) throw new AdminActionError(NOTE_MESSAGES.notFound);
      throw error;
    }
    kickEmailWorker();
    return withMessage({ id }, NOTE_MESSAGES.testSent(admin.email));
  },
);

export const sendNoteAction = adminAction(
  recordIdInput(NOTE_MESSAGES.notFound),
  async ({ id }) => {
    assertWritable(DEMO_MESSAGES.updateContent);
    let recipients: number;
    try {
      recipients = await sendNoteToList(id);
    } catch (error) {
      if (error instanceof NoteNotFoundError) throw new AdminActionError(NOTE_MESSAGES.notFound);
      throw error;
    }
    kickEmailWorker();
    return withMessage({ id, recipients }, NOTE_MESSAGES.sent(recipients));
  },
);
