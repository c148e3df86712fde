"use client";
/**
 * Record a studio sale: originals (at their price, or the price agreed) and custom lines (a print,
 * a frame), the customer, and the payment received. The server prices nothing it is not told
 * here, checks every original is still free, and sells them at once.
 */
import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/admin/ui/page-header";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import { recordStudioSaleAction } from "@/lib/actions/admin/orders";
import { LEDGER_METHOD_LABELS, MANUAL_METHODS, type ManualMethodValue } from "@/lib/domain/ledger";
import { formatNpr } from "@/lib/money";

const fieldClass =
  "mt-1.5 block w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring";

type Line = { key: number; kind: "original"; artworkId: string; price: string } | { key: number; kind: "custom"; title: string; price: string; quantity: string };

function rupees(paisa: number | null): string {
  return paisa === null ? "" : String(paisa / 100);
}

export function StudioSaleForm({ originals }: { originals: { id: string; title: string; pricePaisa: number | null }[] }) {
  const router = useRouter();
  const { pending, run } = useAdminAction();
  const [lines, setLines] = useState<Line[]>([]);
  const [customer, setCustomer] = useState({ name: "", email: "", phone: "" });
  const [method, setMethod] = useState<ManualMethodValue>("cash");
  const [amount, setAmount] = useState("");
  const [reference, setReference] = useState("");
  const [notify, setNotify] = useState(false);
  const [pick, setPick] = useState("");
  const id = useId();
  const used = new Set(lines.flatMap((l) => (l.kind === "original" ? [l.artworkId] : [])));
  const totalPaisa = lines.reduce((sum, l) => {
    const price = Math.round(Number(l.price.replace(/,/g, "")) * 100) || 0;
    return sum + price * (l.kind === "custom" ? Number(l.quantity) || 0 : 1);
  }, 0);

  function update(key: number, patch: Partial<Line>) {
    setLines((all) => all.map((l) => (l.key === key ? ({ ...l, ...patch } as Line) : l)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    run(
      recordStudioSaleAction,
      {
        customer: { name: customer.name, email: customer.email || null, phone: customer.phone || null },
        lines: lines.map((l) =>
          l.kind === "original"
            ? { kind: "original" as const, artworkId: l.artworkId, unitPrice: l.price.trim() || null }
            : { kind: "custom" as const, title: l.title, unitPrice: l.price, quantity: l.quantity },
        ),
        payment: { method, amount: amount.trim() || null, reference: reference.trim() || null },
        notifyCustomer: notify && Boolean(customer.email),
      },
      { onSuccess: (data) => router.push(`/admin/orders/${data.orderId}`) },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-6" data-testid="studio-sale-form">
      <Card>
        <h2 className="mb-3 text-lg font-semibold">What was sold</h2>
        {lines.length === 0 && <p className="text-sm text-muted-foreground">Add an original or a line of your own (a print, a frame).</p>}
        <ul className="space-y-3">
          {lines.map((line) => (
            <li key={line.key} className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
              {line.kind === "original" ? (
                <p className="text-sm font-medium">{originals.find((o) => o.id === line.artworkId)?.title} <span className="text-muted-foreground">(original)</span></p>
              ) : (
                <label className="text-sm font-medium">
                  Line
                  <input value={line.title} maxLength={120} onChange={(e) => update(line.key, { title: e.target.value })} className={fieldClass} placeholder="A4 print of ..." required />
                </label>
              )}
              <label className="text-sm font-medium">
                Price (NPR)
                <input value={line.price} inputMode="decimal" maxLength={20} onChange={(e) => update(line.key, { price: e.target.value })} className={fieldClass} required={line.kind === "custom"} />
              </label>
              <div className="flex items-end gap-2">
                {line.kind === "custom" && (
                  <label className="text-sm font-medium">
                    Qty
                    <input value={line.quantity} inputMode="numeric" maxLength={2} onChange={(e) => update(line.key, { quantity: e.target.value })} className={`${fieldClass} w-16`} />
                  </label>
                )}
                <Button type="button" variant="ghost" size="sm" aria-label="Remove the line" onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-end gap-2">
          <label htmlFor={`${id}-pick`} className="sr-only">
            Original to add
          </label>
          <select id={`${id}-pick`} value={pick} onChange={(e) => setPick(e.target.value)} className={`${fieldClass} mt-0 max-w-xs`}>
            <option value="">Choose an original…</option>
            {originals
              .filter((o) => !used.has(o.id))
              .map((o) => (
                <option key={o.id} value={o.id}>
                  {o.title}
                  {o.pricePaisa !== null ? ` · ${formatNpr(o.pricePaisa)}` : ""}
                </option>
              ))}
          </select>
          <Button
            type="button"
            variant="outline"
            disabled={!pick}
            onClick={() => {
              const work = originals.find((o) => o.id === pick);
              if (!work) return;
              setLines((all) => [...all, { key: Date.now(), kind: "original", artworkId: work.id, price: rupees(work.pricePaisa) }]);
              setPick("");
            }}
          >
            <Plus aria-hidden="true" />
            Add original
          </Button>
          <Button type="button" variant="outline" onClick={() => setLines((all) => [...all, { key: Date.now(), kind: "custom", title: "", price: "", quantity: "1" }])}>
            <Plus aria-hidden="true" />
            Add a line
          </Button>
        </div>
        <p className="mt-4 text-right text-sm font-semibold tabular-nums">Total {formatNpr(totalPaisa)}</p>
      </Card>

      <Card>
        <h2 className="mb-3 text-lg font-semibold">Customer</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="text-sm font-medium sm:col-span-2">
            Name
            <input value={customer.name} maxLength={120} onChange={(e) => setCustomer({ ...customer, name: e.target.value })} className={fieldClass} required />
          </label>
          <label className="text-sm font-medium">
            Email <span className="font-normal text-muted-foreground">(optional)</span>
            <input type="email" value={customer.email} maxLength={254} onChange={(e) => setCustomer({ ...customer, email: e.target.value })} className={fieldClass} />
          </label>
          <label className="text-sm font-medium">
            Phone <span className="font-normal text-muted-foreground">(optional)</span>
            <input value={customer.phone} maxLength={40} onChange={(e) => setCustomer({ ...customer, phone: e.target.value })} className={fieldClass} />
          </label>
        </div>
      </Card>

      <Card>
        <h2 className="mb-3 text-lg font-semibold">Payment received</h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="text-sm font-medium">
            How
            <select value={method} onChange={(e) => setMethod(e.target.value as ManualMethodValue)} className={fieldClass}>
              {MANUAL_METHODS.map((m) => (
                <option key={m} value={m}>
                  {LEDGER_METHOD_LABELS[m]}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium">
            Amount (NPR)
            <input value={amount} inputMode="decimal" maxLength={20} onChange={(e) => setAmount(e.target.value)} className={fieldClass} placeholder={totalPaisa ? String(totalPaisa / 100) : "the total"} />
          </label>
          <label className="text-sm font-medium">
            Reference <span className="font-normal text-muted-foreground">(optional)</span>
            <input value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} className={fieldClass} />
          </label>
        </div>
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input type="checkbox" checked={notify && Boolean(customer.email)} disabled={!customer.email} onChange={(e) => setNotify(e.target.checked)} className="size-4" />
          Email the customer the confirmation
        </label>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" disabled={pending || lines.length === 0}>
          Record the sale
        </Button>
      </div>
    </form>
  );
}
