"use client";
/**
 * About content: tabs per section (Hero, Story, Philosophy, Facts, Awards, then skills, process
 * steps), each listing its items with key and display order. Items are added,
 * edited inline, deleted, toggled active and reordered (display order rewritten from 1).
 */
import Link from "next/link";
import { useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Tabs } from "radix-ui";
import { ArrowDown, ArrowUp, Pencil, Plus, RefreshCw, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field, SwitchField, TextInput } from "@/components/admin/form/fields";
import { ConfirmDialog } from "@/components/admin/form/confirm";
import { fieldErrorsOf, toastResult } from "@/components/admin/form/result-toast";
import { AboutNepaliFields, AboutValueFields } from "@/components/admin/about/about-value-fields";
import {
  createAboutItemAction,
  deleteAboutItemAction,
  reorderAboutItemsAction,
  toggleAboutItemAction,
  updateAboutItemAction,
} from "@/lib/actions/admin/about";
import { discardUploadsAction } from "@/lib/actions/admin/uploads";
import { ABOUT_MESSAGES, ABOUT_TABS, type AboutItemRow, type AboutSectionType, type AboutValue, type AboutValueNe } from "@/lib/domain/admin/about-form";
import { moveId } from "@/lib/domain/admin/display-order";

interface Draft {
  contentKey: string;
  contentValue: AboutValue;
  contentValueNe: AboutValueNe;
  displayOrder: string;
}

function summary(item: AboutItemRow): string {
  const v = item.contentValue;
  if (v.images?.length) return `${v.images.length} ${v.images.length === 1 ? "image" : "images"}`;
  return [v.year, v.title, v.venue, v.icon, v.text].filter(Boolean).join(" · ");
}

function ItemEditor({
  draft,
  section,
  errors,
  onChange,
  onSave,
  onCancel,
  onUploaded,
  saving,
  isNew,
}: {
  onUploaded: (urls: string[]) => void;
  draft: Draft;
  section: AboutSectionType;
  errors: Record<string, string>;
  onChange: (draft: Draft) => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
  isNew: boolean;
}) {
  const [uploading, setUploading] = useState(false);
  return (
    <form
      className="space-y-3 rounded-md border border-ring/40 bg-muted/40 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <Field label="Key" error={errors.contentKey}>
          {(p) => <TextInput {...p} value={draft.contentKey} onChange={(e) => onChange({ ...draft, contentKey: e.target.value })} maxLength={100} required />}
        </Field>
        {!isNew && (
          <Field label="Display order">
            {(p) => <TextInput {...p} type="number" step={1} inputMode="numeric" value={draft.displayOrder} onChange={(e) => onChange({ ...draft, displayOrder: e.target.value })} />}
          </Field>
        )}
      </div>
      <AboutValueFields section={section} contentKey={draft.contentKey} value={draft.contentValue} onChange={(contentValue) => onChange({ ...draft, contentValue })} onUploaded={onUploaded} onBusyChange={setUploading} />
      <AboutNepaliFields section={section} contentKey={draft.contentKey} value={draft.contentValueNe} errors={errors} onChange={(contentValueNe) => onChange({ ...draft, contentValueNe })} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>Cancel</Button>
        <Button type="submit" size="sm" disabled={saving || uploading || draft.contentKey.trim() === ""}>
          {saving ? "Saving..." : isNew ? "Add" : "Save"}
        </Button>
      </div>
    </form>
  );
}

export function AboutEditor({ items }: { items: AboutItemRow[] }) {
  const router = useRouter();
  const [tab, setTab] = useState<AboutSectionType>("hero");
  const [editingId, setEditingId] = useState<string | "new" | null>(null);
  const [draft, setDraft] = useState<Draft>({ contentKey: "", contentValue: {}, contentValueNe: {}, displayOrder: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<AboutItemRow | null>(null);
  const [pending, startTransition] = useTransition();
  /** Images uploaded for the item being edited: the ones not saved are discarded from storage. */
  const uploaded = useRef<string[]>([]);
  const rememberUploads = (urls: string[]) => uploaded.current.push(...urls);

  function discardUnsaved(kept: readonly string[]) {
    const unused = uploaded.current.filter((url) => !kept.includes(url));
    uploaded.current = [];
    if (unused.length > 0) void discardUploadsAction(unused);
  }

  function cancelEdit() {
    discardUnsaved([]);
    setEditingId(null);
  }

  const bySection = (section: AboutSectionType) => items.filter((i) => i.sectionType === section).sort((a, b) => a.displayOrder - b.displayOrder);
  const editingItem = editingId && editingId !== "new" ? items.find((i) => i.id === editingId) : null;

  function startEdit(item: AboutItemRow) {
    setErrors({});
    setEditingId(item.id);
    setDraft({ contentKey: item.contentKey, contentValue: item.contentValue, contentValueNe: item.contentValueNe, displayOrder: String(item.displayOrder) });
  }

  function startAdd() {
    setErrors({});
    setEditingId("new");
    setDraft({ contentKey: "", contentValue: {}, contentValueNe: {}, displayOrder: "" });
  }

  function save() {
    startTransition(async () => {
      const result =
        editingId === "new"
          ? await createAboutItemAction({ sectionType: tab, contentKey: draft.contentKey, contentValue: draft.contentValue, contentValueNe: draft.contentValueNe })
          : await updateAboutItemAction({
              id: editingId,
              contentKey: draft.contentKey,
              contentValue: draft.contentValue,
              contentValueNe: draft.contentValueNe,
              displayOrder: draft.displayOrder,
            });
      if (toastResult(result)) {
        discardUnsaved(draft.contentValue.images ?? []);
        setEditingId(null);
        router.refresh();
      } else {
        setErrors(fieldErrorsOf(result));
      }
    });
  }

  function run(work: () => Promise<{ ok: boolean; message?: string }>) {
    startTransition(async () => {
      const result = await work();
      if (result.ok) {
        if (result.message) toast.success(result.message);
      } else toast.error(result.message ?? ABOUT_MESSAGES.saveFailed);
      router.refresh();
    });
  }

  function move(section: AboutSectionType, id: string, direction: -1 | 1) {
    const ids = moveId(bySection(section).map((i) => i.id), id, direction);
    run(() => reorderAboutItemsAction({ section, ids }));
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">About Content</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {editingItem ? `${ABOUT_MESSAGES.currentlyEditing}: ${editingItem.contentKey}` : editingId === "new" ? `${ABOUT_MESSAGES.currentlyEditing}: a new item` : "Choose an item to edit it."}
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => {
            router.refresh();
            toast.success(ABOUT_MESSAGES.refreshed);
          }}
        >
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </div>

      <Tabs.Root value={tab} onValueChange={(v) => { setTab(v as AboutSectionType); cancelEdit(); }}>
        <p className="mb-3 text-sm text-muted-foreground">
          Phone, address and social links are edited in{" "}
          <Link href="/admin/settings#contact-heading" className="font-medium text-foreground underline underline-offset-4">
            Settings → Contact &amp; social
          </Link>
          .
        </p>
        <Tabs.List aria-label="Sections" className="flex flex-wrap gap-1 rounded-lg border border-border bg-card p-1">
          {ABOUT_TABS.map((t) => (
            <Tabs.Trigger
              key={t.section}
              value={t.section}
              className="shrink-0 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ABOUT_TABS.map((t) => {
          const list = bySection(t.section);
          return (
            <Tabs.Content key={t.section} value={t.section} className="mt-4 space-y-3 focus-visible:outline-2 focus-visible:outline-ring">
              {list.length === 0 && editingId !== "new" && <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">No items in this section yet.</p>}
              <ol className="space-y-3">
                {list.map((item, index) => (
                  <li key={item.id} className="rounded-lg border border-border bg-card p-4" data-testid="about-item">
                    {editingId === item.id ? (
                      <ItemEditor draft={draft} section={t.section} errors={errors} onChange={setDraft} onSave={save} onCancel={cancelEdit} onUploaded={rememberUploads} saving={pending} isNew={false} />
                    ) : (
                      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                        <div className="min-w-0 flex-1">
                          <p className="font-medium">
                            <span className="font-mono text-sm">{item.contentKey}</span>
                            <span className="ml-2 text-xs text-muted-foreground">Order {item.displayOrder}</span>
                            {!item.isActive && <span className="ml-2 rounded-full border border-border px-2 py-0.5 text-xs">Hidden</span>}
                          </p>
                          <p className="truncate text-sm text-muted-foreground">{summary(item)}</p>
                        </div>
                        <div className="flex flex-wrap items-center gap-1">
                          <Button variant="ghost" size="sm" aria-label={`Move ${item.contentKey} up`} disabled={pending || index === 0} onClick={() => move(t.section, item.id, -1)}>
                            <ArrowUp aria-hidden="true" />
                          </Button>
                          <Button variant="ghost" size="sm" aria-label={`Move ${item.contentKey} down`} disabled={pending || index === list.length - 1} onClick={() => move(t.section, item.id, 1)}>
                            <ArrowDown aria-hidden="true" />
                          </Button>
                          <div className="w-40">
                            <SwitchField label="Active" checked={item.isActive} disabled={pending} onCheckedChange={() => run(() => toggleAboutItemAction({ id: item.id }))} />
                          </div>
                          <Button variant="outline" size="sm" onClick={() => startEdit(item)} aria-label={`Edit ${item.contentKey}`}>
                            <Pencil aria-hidden="true" />
                            Edit
                          </Button>
                          <Button variant="outline" size="sm" onClick={() => setDeleting(item)} aria-label={`Delete ${item.contentKey}`}>
                            <Trash2 aria-hidden="true" />
                            Delete
                          </Button>
                        </div>
                      </div>
                    )}
                  </li>
                ))}
              </ol>
              {editingId === "new" ? (
                <ItemEditor draft={draft} section={t.section} errors={errors} onChange={setDraft} onSave={save} onCancel={cancelEdit} onUploaded={rememberUploads} saving={pending} isNew />
              ) : (
                <Button variant="outline" onClick={startAdd}>
                  <Plus aria-hidden="true" />
                  Add item
                </Button>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete content"
        message={deleting ? `Are you sure you want to delete "${deleting.contentKey}"?` : ""}
        pending={pending}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) run(() => deleteAboutItemAction({ id: target.id }));
        }}
      />
    </div>
  );
}
