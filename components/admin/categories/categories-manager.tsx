"use client";
/**
 * Categories of artworks: the gallery's category filter lists them in this order. Add, rename
 * (inline), move up or down, and delete one no artwork uses (the server refuses the others and
 * says how many artworks use them).
 */
import { useState } from "react";
import { ArrowDown, ArrowUp, Check, Pencil, Plus, Trash2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/admin/form/fields";
import { ConfirmDialog } from "@/components/admin/form/confirm";
import { Card, PageHeader } from "@/components/admin/ui/page-header";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import { createCategory, deleteCategory, renameCategory, reorderCategories } from "@/lib/actions/admin/categories";
import { CATEGORY_MESSAGES, MAX_CATEGORY_NAME } from "@/lib/domain/admin/category-form";
import { moveId } from "@/lib/domain/admin/display-order";
import type { AdminCategoryRow } from "@/lib/data/admin/categories";

function usedBy(count: number): string {
  if (count === 0) return "Not used yet";
  return `${count} ${count === 1 ? "artwork" : "artworks"}`;
}

export function CategoriesManager({ categories }: { categories: AdminCategoryRow[] }) {
  const { run, pending } = useAdminAction();
  const [newName, setNewName] = useState("");
  const [newNameNe, setNewNameNe] = useState("");
  const [newError, setNewError] = useState("");
  const [editing, setEditing] = useState<{ id: string; name: string; nameNe: string; error: string } | null>(null);
  const [deleting, setDeleting] = useState<AdminCategoryRow | null>(null);

  function add() {
    if (newName.trim() === "") {
      setNewError(CATEGORY_MESSAGES.nameRequired);
      return;
    }
    run(createCategory, { name: newName, nameNe: newNameNe }, {
      onSuccess: () => {
        setNewName("");
        setNewNameNe("");
        setNewError("");
      },
      onError: setNewError,
    });
  }

  function saveName() {
    if (!editing) return;
    const { id, name, nameNe } = editing;
    run(renameCategory, { id, name, nameNe }, {
      onSuccess: () => setEditing(null),
      onError: (message) => setEditing((e) => (e && e.id === id ? { ...e, error: message } : e)),
    });
  }

  function move(id: string, direction: -1 | 1) {
    const ids = moveId(categories.map((c) => c.id), id, direction);
    run(reorderCategories, { ids });
  }

  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Categories"
        description="The gallery's category filter shows these in this order. A category can be deleted once no artwork uses it."
      />
      <Card>
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <div className="flex-1">
            <label htmlFor="new-category" className="sr-only">
              New category name
            </label>
            <TextInput
              id="new-category"
              value={newName}
              placeholder="New category, e.g. Watercolours"
              maxLength={MAX_CATEGORY_NAME}
              aria-invalid={newError ? true : undefined}
              aria-describedby={newError ? "new-category-error" : undefined}
              onChange={(e) => {
                setNewName(e.target.value);
                setNewError("");
              }}
            />
            {newError && (
              <p id="new-category-error" className="mt-1 text-sm text-destructive">
                {newError}
              </p>
            )}
          </div>
          <div className="flex-1">
            <label htmlFor="new-category-ne" className="sr-only">
              Name in Nepali (optional)
            </label>
            <TextInput
              id="new-category-ne"
              lang="ne"
              value={newNameNe}
              placeholder="Name in Nepali (optional)"
              maxLength={MAX_CATEGORY_NAME}
              onChange={(e) => setNewNameNe(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={pending}>
            <Plus aria-hidden="true" />
            Add category
          </Button>
        </form>
      </Card>

      <Card className="mt-4 p-0 sm:p-0">
        {categories.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">No categories yet. The gallery shows its four default categories until you add one.</p>
        ) : (
          <ol className="divide-y divide-border" aria-label="Categories in gallery order">
            {categories.map((category, index) => {
              const isEditing = editing?.id === category.id;
              return (
                <li key={category.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3 sm:flex-nowrap sm:px-5" data-testid="admin-category">
                  <span className="w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums" aria-hidden="true">
                    {index + 1}
                  </span>
                  {isEditing ? (
                    <form
                      className="flex min-w-0 flex-1 basis-52 flex-col gap-1"
                      onSubmit={(event) => {
                        event.preventDefault();
                        saveName();
                      }}
                    >
                      <div className="flex items-center gap-1">
                        <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-2">
                          <TextInput
                            autoFocus
                            aria-label={`New name for ${category.name}`}
                            value={editing.name}
                            maxLength={MAX_CATEGORY_NAME}
                            aria-invalid={editing.error ? true : undefined}
                            onChange={(e) => setEditing({ ...editing, name: e.target.value, error: "" })}
                            onKeyDown={(e) => {
                              if (e.key === "Escape") setEditing(null);
                            }}
                          />
                          <TextInput
                            lang="ne"
                            aria-label={`Nepali name for ${category.name}`}
                            placeholder="Name in Nepali"
                            value={editing.nameNe}
                            maxLength={MAX_CATEGORY_NAME}
                            onChange={(e) => setEditing({ ...editing, nameNe: e.target.value, error: "" })}
                            onKeyDown={(e) => {
                              if (e.key === "Escape") setEditing(null);
                            }}
                          />
                        </div>
                        <Button type="submit" size="sm" variant="outline" aria-label="Save name" disabled={pending}>
                          <Check aria-hidden="true" />
                        </Button>
                        <Button type="button" size="sm" variant="ghost" aria-label="Cancel renaming" onClick={() => setEditing(null)}>
                          <X aria-hidden="true" />
                        </Button>
                      </div>
                      {editing.error && <p className="text-sm text-destructive">{editing.error}</p>}
                    </form>
                  ) : (
                    <div className="min-w-0 flex-1 basis-40">
                      <p className="truncate font-medium">
                        {category.name}
                        {category.nameNe ? (
                          <span lang="ne" className="ml-2 font-normal text-muted-foreground">
                            {category.nameNe}
                          </span>
                        ) : null}
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {usedBy(category.artworks)} · /gallery?category={category.slug}
                      </p>
                    </div>
                  )}
                  <div className="ml-auto flex shrink-0 items-center gap-1">
                    <Button type="button" size="sm" variant="ghost" aria-label={`Move ${category.name} up`} disabled={pending || index === 0} onClick={() => move(category.id, -1)}>
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={`Move ${category.name} down`}
                      disabled={pending || index === categories.length - 1}
                      onClick={() => move(category.id, 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    {!isEditing && (
                      <Button type="button" size="sm" variant="ghost" aria-label={`Rename ${category.name}`} onClick={() => setEditing({ id: category.id, name: category.name, nameNe: category.nameNe ?? "", error: "" })}>
                        <Pencil aria-hidden="true" />
                      </Button>
                    )}
                    <Button type="button" size="sm" variant="ghost" aria-label={`Delete ${category.name}`} onClick={() => setDeleting(category)}>
                      <Trash2 aria-hidden="true" className="text-destructive" />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </Card>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete category"
        pending={pending}
        message={
          deleting && deleting.artworks > 0 ? (
            <p>{CATEGORY_MESSAGES.inUse(deleting.name, deleting.artworks)}</p>
          ) : (
            <p>{`Are you sure you want to delete "${deleting?.name ?? ""}"? It leaves the gallery's category filter.`}</p>
          )
        }
        disabled={!deleting || deleting.artworks > 0}
        onConfirm={() => {
          if (!deleting) return;
          run(deleteCategory, { id: deleting.id }, { onSuccess: () => setDeleting(null), onError: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
