"use client";
/**
 * The artworks list of the back office: search and filters (a GET form, so the list is a plain
 * URL), pages, and per artwork Edit, the available/sold toggle and Delete with confirmation.
 */
import { useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ImageOff, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { Button, buttonClasses } from "@/components/ui/button";
import { NativeSelect, TextInput } from "@/components/admin/form/fields";
import { ConfirmDialog } from "@/components/admin/form/confirm";
import { toastResult } from "@/components/admin/form/result-toast";
import { ArtworkDialog, STATUS_TEXT, type ArtworkDialogDefaults } from "@/components/admin/artworks/artwork-dialog";
import { deleteArtworkAction, toggleArtworkStatusAction } from "@/lib/actions/admin/artworks";
import { ARTWORK_MESSAGES, ARTWORK_STATUSES } from "@/lib/domain/admin/artwork-form";
import type { AdminArtworkList, AdminArtworkQuery, AdminArtworkRow } from "@/lib/data/admin/artworks";
import { formatNpr } from "@/lib/money";

function pageHref(query: AdminArtworkQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.status) params.set("status", query.status);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `/admin/artworks?${s}` : "/admin/artworks";
}

export function ArtworksManager({
  list,
  query,
  categories,
  defaults,
}: {
  list: AdminArtworkList;
  query: AdminArtworkQuery;
  categories: { id: string; name: string; slug: string }[];
  defaults: ArtworkDialogDefaults;
}) {
  const router = useRouter();
  const [editing, setEditing] = useState<{ artwork: AdminArtworkRow | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<AdminArtworkRow | null>(null);
  const [pending, startTransition] = useTransition();

  function toggle(artwork: AdminArtworkRow) {
    startTransition(async () => {
      const result = await toggleArtworkStatusAction({ id: artwork.id });
      toastResult(result, ARTWORK_MESSAGES.updateFailedTitle, ARTWORK_MESSAGES.updateFailed);
      router.refresh();
    });
  }

  function remove() {
    if (!deleting) return;
    const target = deleting;
    startTransition(async () => {
      const result = await deleteArtworkAction({ id: target.id });
      toastResult(result, ARTWORK_MESSAGES.deleteFailedTitle, ARTWORK_MESSAGES.deleteFailed);
      setDeleting(null);
      router.refresh();
    });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Artworks</h1>
          <p className="text-sm text-muted-foreground">{list.total} {list.total === 1 ? "artwork" : "artworks"}</p>
        </div>
        <Button onClick={() => setEditing({ artwork: null, key: Date.now() })}>
          <Plus aria-hidden="true" />
          Add Artwork
        </Button>
      </div>

      <form method="get" action="/admin/artworks" role="search" className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-[1fr_auto_auto_auto]">
        <label className="sr-only" htmlFor="artwork-search">Search artworks</label>
        <TextInput id="artwork-search" name="q" type="search" defaultValue={query.q} placeholder="Search title, description, medium, tag" maxLength={100} />
        <label className="sr-only" htmlFor="artwork-category">Category</label>
        <NativeSelect id="artwork-category" name="category" defaultValue={query.category}>
          <option value="">All Categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.slug}>{c.name}</option>
          ))}
        </NativeSelect>
        <label className="sr-only" htmlFor="artwork-status">Status</label>
        <NativeSelect id="artwork-status" name="status" defaultValue={query.status}>
          <option value="">All statuses</option>
          {ARTWORK_STATUSES.map((s) => (
            <option key={s} value={s}>{STATUS_TEXT[s]}</option>
          ))}
        </NativeSelect>
        <Button type="submit" variant="secondary">Filter</Button>
      </form>

      {list.items.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-10 text-center">
          <p className="font-medium">No artwork found</p>
          {(query.q || query.category || query.status) && (
            <Link href="/admin/artworks" className={buttonClasses({ variant: "link" })}>Clear Filters</Link>
          )}
        </div>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-card" aria-busy={pending}>
          {list.items.map((artwork) => {
            const main = artwork.images[0];
            return (
              <li key={artwork.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="admin-artwork">
                <div className="flex min-w-0 flex-1 items-center gap-4">
                  {main ? (
                    // eslint-disable-next-line @next/next/no-img-element -- small thumbnail
                    <img src={main.url} alt="" width={64} height={64} className="size-16 shrink-0 rounded-md bg-muted object-contain" />
                  ) : (
                    <div className="flex size-16 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
                      <ImageOff aria-hidden="true" className="size-6" />
                    </div>
                  )}
                  <div className="min-w-0">
                    <p className="flex items-center gap-1.5 font-medium">
                      <span className="truncate">{artwork.title}</span>
                      {artwork.featured && <Star aria-label="Featured" className="size-4 shrink-0 fill-current text-accent" />}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {[artwork.categoryName, artwork.pricePaisa === null ? "Price on request" : formatNpr(artwork.pricePaisa), `${artwork.images.length} ${artwork.images.length === 1 ? "image" : "images"}`].filter(Boolean).join(" · ")}
                    </p>
                    <p className="mt-1 text-xs">
                      <span className="rounded-full border border-border px-2 py-0.5">{STATUS_TEXT[artwork.status]}</span>
                      {artwork.reserved && <span className="ml-2 text-muted-foreground">Reserved by an open order</span>}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing({ artwork, key: Date.now() })} aria-label={`Edit ${artwork.title}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  {(artwork.status === "available" || artwork.status === "sold") && (
                    <Button variant="outline" size="sm" disabled={pending} onClick={() => toggle(artwork)} aria-label={`Mark as ${artwork.status === "available" ? "sold" : "available"}: ${artwork.title}`}>
                      {artwork.status === "available" ? "Mark as sold" : "Mark as available"}
                    </Button>
                  )}
                  <Button variant="outline" size="sm" onClick={() => setDeleting(artwork)} aria-label={`Delete ${artwork.title}`}>
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {list.totalPages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          {list.page > 1 ? <Link className={buttonClasses({ variant: "outline", size: "sm" })} href={pageHref(query, list.page - 1)}>Previous</Link> : <span />}
          <span className="text-sm text-muted-foreground">Page {list.page} of {list.totalPages}</span>
          {list.page < list.totalPages ? <Link className={buttonClasses({ variant: "outline", size: "sm" })} href={pageHref(query, list.page + 1)}>Next</Link> : <span />}
        </nav>
      )}

      {editing && (
        <ArtworkDialog
          key={editing.key}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          artwork={editing.artwork}
          categories={categories}
          defaults={defaults}
          onSaved={() => router.refresh()}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete artwork"
        message={deleting ? ARTWORK_MESSAGES.confirmDelete(deleting.title) : ""}
        pending={pending}
        onConfirm={remove}
      />
    </div>
  );
}
