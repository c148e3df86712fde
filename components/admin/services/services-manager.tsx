"use client";
/**
 * Service Management: counters, filters run in the browser (text over title and description,
 * category, availability), cards with Edit, Hide/Show and Delete, and the service dialog.
 */
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Eye, EyeOff, ImageOff, Pencil, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NativeSelect, TextInput } from "@/components/admin/form/fields";
import { ConfirmDialog } from "@/components/admin/form/confirm";
import { toastResult } from "@/components/admin/form/result-toast";
import { ServiceDialog } from "@/components/admin/services/service-dialog";
import { deleteServiceAction, toggleServiceAvailabilityAction } from "@/lib/actions/admin/services";
import { capitalise, SERVICE_MESSAGES, serviceCategoryFilterOptions } from "@/lib/domain/admin/service-form";
import type { AdminServiceRow } from "@/lib/data/admin/services";

type Availability = "all" | "available" | "unavailable";

export function ServicesManager({ services, defaults }: { services: AdminServiceRow[]; defaults: { taxRate: string; shippingCharge: string } }) {
  const router = useRouter();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("all");
  const [availability, setAvailability] = useState<Availability>("all");
  const [editing, setEditing] = useState<{ service: AdminServiceRow | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<AdminServiceRow | null>(null);
  const [pending, startTransition] = useTransition();

  const categoryOptions = serviceCategoryFilterOptions();
  const counts = {
    total: services.length,
    available: services.filter((s) => s.available).length,
    unavailable: services.filter((s) => !s.available).length,
    featured: services.filter((s) => s.featured).length,
  };
  const term = search.trim().toLowerCase();
  const shown = services.filter(
    (s) =>
      (term === "" || s.title.toLowerCase().includes(term) || s.description.toLowerCase().includes(term)) &&
      (category === "all" || s.category === category) &&
      (availability === "all" || (availability === "available" ? s.available : !s.available)),
  );

  function toggle(service: AdminServiceRow) {
    startTransition(async () => {
      toastResult(await toggleServiceAvailabilityAction({ id: service.id }), SERVICE_MESSAGES.updateFailedTitle, SERVICE_MESSAGES.updateFailed);
      router.refresh();
    });
  }

  function remove() {
    if (!deleting) return;
    const target = deleting;
    startTransition(async () => {
      toastResult(await deleteServiceAction({ id: target.id }), SERVICE_MESSAGES.deleteFailedTitle, SERVICE_MESSAGES.deleteFailed);
      setDeleting(null);
      router.refresh();
    });
  }

  const create = () => setEditing({ service: null, key: Date.now() });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">Service Management</h1>
        <Button onClick={create}>
          <Plus aria-hidden="true" />
          Add Service
        </Button>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Total services", counts.total],
          ["Available", counts.available],
          ["Unavailable", counts.unavailable],
          ["Featured", counts.featured],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-[1fr_auto_auto]" role="search">
        <label className="sr-only" htmlFor="service-search">Search services</label>
        <TextInput id="service-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search services..." maxLength={100} />
        <label className="sr-only" htmlFor="service-category">Category</label>
        <NativeSelect id="service-category" value={category} onChange={(e) => setCategory(e.target.value)}>
          {categoryOptions.map((c) => (
            <option key={c.value} value={c.value}>{c.label}</option>
          ))}
        </NativeSelect>
        <label className="sr-only" htmlFor="service-availability">Availability</label>
        <NativeSelect id="service-availability" value={availability} onChange={(e) => setAvailability(e.target.value as Availability)}>
          <option value="all">All services</option>
          <option value="available">Available</option>
          <option value="unavailable">Unavailable</option>
        </NativeSelect>
      </div>

      {shown.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-10 text-center">
          <p className="font-medium">{SERVICE_MESSAGES.empty}</p>
          <Button className="mt-4" onClick={create}>{SERVICE_MESSAGES.createFirst}</Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={pending}>
          {shown.map((service) => (
            <li key={service.id} className="flex flex-col overflow-hidden rounded-lg border border-border bg-card" data-testid="admin-service">
              <div className="relative aspect-video bg-muted">
                {service.imageUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- card preview
                  <img src={service.imageUrl} alt="" className="size-full object-cover" />
                ) : (
                  <div className="flex size-full items-center justify-center text-muted-foreground">
                    <ImageOff aria-hidden="true" className="size-8" />
                  </div>
                )}
                <div className="absolute top-2 left-2 flex gap-1">
                  {service.featured && <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">Featured</span>}
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${service.available ? "bg-success text-background" : "bg-secondary text-secondary-foreground"}`}>
                    {service.available ? "Available" : "Unavailable"}
                  </span>
                </div>
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h2 className="font-semibold">{service.title}</h2>
                <p className="text-sm text-muted-foreground">{capitalise(service.category)} · {service.duration}</p>
                <p className="line-clamp-2 text-sm">{service.description || SERVICE_MESSAGES.noDescription}</p>
                {service.features.length > 0 && (
                  <ul className="list-inside list-disc text-sm text-muted-foreground">
                    {service.features.slice(0, 2).map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                )}
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing({ service, key: Date.now() })} aria-label={`Edit ${service.title}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button variant="outline" size="sm" disabled={pending} onClick={() => toggle(service)} aria-label={`${service.available ? "Hide" : "Show"} ${service.title}`}>
                    {service.available ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                    {service.available ? "Hide" : "Show"}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setDeleting(service)} aria-label={`Delete ${service.title}`}>
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing && (
        <ServiceDialog key={editing.key} open onOpenChange={(open) => !open && setEditing(null)} service={editing.service} defaults={defaults} onSaved={() => router.refresh()} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete service"
        message={deleting ? SERVICE_MESSAGES.confirmDelete(deleting.title) : ""}
        pending={pending}
        onConfirm={remove}
      />
    </div>
  );
}
