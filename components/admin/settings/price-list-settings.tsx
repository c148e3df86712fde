"use client";
/**
 * Settings -> Prices: the print sizes and frame options buyers choose from, with their prices
 * in rupees. A print's price follows the work's own price (a share of it, at least the lowest
 * price, never more than the original); a frame adds its price, or is priced on quote. Saved
 * together; the artwork pages and the options dialog show the new prices at once.
 */
import { useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/admin/form/fields";
import { fieldErrorsOf, toastResult } from "@/components/admin/form/result-toast";
import { savePriceListsAction } from "@/lib/actions/admin/settings-prices";
import { parseDecimal } from "@/lib/domain/admin/numbers";
import { MAX_FRAMES, MAX_PRINT_SIZES, type PriceListFormText } from "@/lib/domain/admin/price-list-form";
import { printPricePaisa, printSizeLabel } from "@/lib/domain/price-lists";
import { formatNpr } from "@/lib/money";

type SizeText = PriceListFormText["sizes"][number];
type FrameText = PriceListFormText["frames"][number];
/** A row with an id for React (keys are "" for rows added here). */
type Row<T> = T & { rowId: string };

/** The work price the size examples are priced for. */
const EXAMPLE_WORK_PAISA = 20_000 * 100;

let nextRowId = 0;
function withIds<T>(rows: readonly T[]): Row<T>[] {
  return rows.map((row) => ({ ...row, rowId: `row-${++nextRowId}` }));
}

function move<T>(rows: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return rows;
  const next = [...rows];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** "For a work at NPR 20,000: NPR 2,000", from what is typed (nothing while it is not a number). */
function sizeExample(size: SizeText): string | null {
  const share = size.share.trim() === "" ? 0 : parseDecimal(size.share);
  const minimum = parseDecimal(size.minimum);
  if (share === null || minimum === null || share < 0 || share > 100 || minimum <= 0) return null;
  const price = printPricePaisa(EXAMPLE_WORK_PAISA, { shareBps: Math.round(share * 100), minimumPaisa: Math.round(minimum * 100) });
  return `For a work at ${formatNpr(EXAMPLE_WORK_PAISA)}: ${formatNpr(price)}`;
}

function RowButtons({ label, index, count, onMove, onRemove }: { label: string; index: number; count: number; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  return (
    <div className="flex items-center gap-1">
      <Button type="button" variant="ghost" size="sm" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button type="button" variant="ghost" size="sm" aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button type="button" variant="ghost" size="sm" aria-label={`Remove ${label}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

export function PriceListSettings({ values }: { values: PriceListFormText }) {
  const router = useRouter();
  const [sizes, setSizes] = useState(() => withIds(values.sizes));
  const [frames, setFrames] = useState(() => withIds(values.frames));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, startSaving] = useTransition();
  const [saved, setSaved] = useState(() => JSON.stringify(values));
  const current: PriceListFormText = {
    sizes: sizes.map((s) => ({ key: s.key, name: s.name, dimensions: s.dimensions, share: s.share, minimum: s.minimum, enabled: s.enabled })),
    frames: frames.map((f) => ({ key: f.key, name: f.name, price: f.price, onQuote: f.onQuote, enabled: f.enabled })),
  };
  const dirty = JSON.stringify(current) !== saved;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const setSize = (index: number, change: Partial<SizeText>) => setSizes((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const setFrame = (index: number, change: Partial<FrameText>) => setFrames((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  function save() {
    startSaving(async () => {
      const result = await savePriceListsAction(current);
      if (toastResult(result)) {
        setErrors({});
        setSaved(JSON.stringify(result.data));
        setSizes(withIds(result.data.sizes));
        setFrames(withIds(result.data.frames));
        router.refresh();
      } else {
        setErrors(fieldErrorsOf(result));
      }
    });
  }

  return (
    <form
      id="prices"
      className="rounded-lg border border-border bg-card p-5"
      aria-labelledby="prices-heading"
      data-testid="price-list-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h2 id="prices-heading" className="text-lg font-semibold">
        Prices: print sizes and frames
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        What buyers choose from in &lsquo;Add to Cart&rsquo;, priced on the server at checkout. A print costs its share of the work&apos;s price, rounded up
        to NPR 100, at least its lowest price and never more than the original (a share of 0 % makes the lowest price a flat price). Each work can
        offer only some sizes (Artworks, edit). Orders already placed keep their prices.
      </p>

      <fieldset className="space-y-3">
        <legend className="mb-2 font-medium">Print sizes</legend>
        {errors.sizes && <p className="text-sm text-destructive">{errors.sizes}</p>}
        {sizes.map((size, index) => {
          const label = size.name.trim() ? printSizeLabel({ name: size.name.trim(), dimensions: size.dimensions }) : `print size ${index + 1}`;
          const example = sizeExample(size);
          return (
            <fieldset key={size.rowId} className="rounded-md border border-border p-3" data-testid="price-size-row" aria-label={label}>
              <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr]">
                <Field label="Name" error={errors[`sizes.${index}.name`]}>
                  {(p) => <TextInput {...p} value={size.name} maxLength={60} placeholder="Small print" onChange={(e) => setSize(index, { name: e.target.value })} />}
                </Field>
                <Field label="Dimensions" error={errors[`sizes.${index}.dimensions`]}>
                  {(p) => <TextInput {...p} value={size.dimensions} maxLength={30} placeholder="8x10" onChange={(e) => setSize(index, { dimensions: e.target.value })} />}
                </Field>
                <Field label="Share (%)" error={errors[`sizes.${index}.share`]}>
                  {(p) => (
                    <TextInput {...p} type="number" min={0} max={100} step="0.01" inputMode="decimal" value={size.share} onChange={(e) => setSize(index, { share: e.target.value })} />
                  )}
                </Field>
                <Field label="Lowest price (NPR)" error={errors[`sizes.${index}.minimum`]}>
                  {(p) => (
                    <TextInput {...p} type="number" min={1} step="1" inputMode="decimal" value={size.minimum} onChange={(e) => setSize(index, { minimum: e.target.value })} />
                  )}
                </Field>
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={size.enabled} onChange={(e) => setSize(index, { enabled: e.target.checked })} />
                  Offered to buyers
                </label>
                {example && <span className="text-xs text-muted-foreground tabular-nums">{example}</span>}
                <RowButtons
                  label={label}
                  index={index}
                  count={sizes.length}
                  onMove={(by) => setSizes((rows) => move(rows, index, by))}
                  onRemove={() => setSizes((rows) => rows.filter((_, i) => i !== index))}
                />
              </div>
            </fieldset>
          );
        })}
        <Button
          type="button"
          variant="outline"
          disabled={sizes.length >= MAX_PRINT_SIZES}
          onClick={() => setSizes((rows) => [...rows, ...withIds([{ key: "", name: "", dimensions: "", share: "0", minimum: "", enabled: true }])])}
        >
          <Plus aria-hidden="true" />
          Add a print size
        </Button>
      </fieldset>

      <fieldset className="mt-6 space-y-3">
        <legend className="mb-2 font-medium">Frames</legend>
        <p className="text-sm text-muted-foreground">
          &lsquo;No frame&rsquo; is always offered. A frame priced on quote adds nothing at checkout: the buyer sees &lsquo;price on quote&rsquo; and you set its
          price on the order.
        </p>
        {errors.frames && <p className="text-sm text-destructive">{errors.frames}</p>}
        {frames.map((frame, index) => {
          const label = frame.name.trim() || `frame ${index + 1}`;
          return (
            <fieldset key={frame.rowId} className="rounded-md border border-border p-3" data-testid="price-frame-row" aria-label={label}>
              <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
                <Field label="Name" error={errors[`frames.${index}.name`]}>
                  {(p) => <TextInput {...p} value={frame.name} maxLength={60} placeholder="Wooden frame" onChange={(e) => setFrame(index, { name: e.target.value })} />}
                </Field>
                <Field label="Price (NPR)" error={errors[`frames.${index}.price`]} hint={frame.onQuote ? "Set on each order" : undefined}>
                  {(p) => (
                    <TextInput
                      {...p}
                      type="number"
                      min={0}
                      step="1"
                      inputMode="decimal"
                      value={frame.onQuote ? "" : frame.price}
                      disabled={frame.onQuote}
                      onChange={(e) => setFrame(index, { price: e.target.value })}
                    />
                  )}
                </Field>
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap gap-4">
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" checked={frame.onQuote} onChange={(e) => setFrame(index, { onQuote: e.target.checked })} />
                    Priced on quote
                  </label>
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" checked={frame.enabled} onChange={(e) => setFrame(index, { enabled: e.target.checked })} />
                    Offered to buyers
                  </label>
                </div>
                <RowButtons
                  label={label}
                  index={index}
                  count={frames.length}
                  onMove={(by) => setFrames((rows) => move(rows, index, by))}
                  onRemove={() => setFrames((rows) => rows.filter((_, i) => i !== index))}
                />
              </div>
            </fieldset>
          );
        })}
        <Button
          type="button"
          variant="outline"
          disabled={frames.length >= MAX_FRAMES}
          onClick={() => setFrames((rows) => [...rows, ...withIds([{ key: "", name: "", price: "", onQuote: false, enabled: true }])])}
        >
          <Plus aria-hidden="true" />
          Add a frame
        </Button>
      </fieldset>

      <div className="mt-6 flex flex-wrap items-center justify-end gap-3 border-t border-border pt-4">
        <p className="text-xs text-muted-foreground" role="status">
          {dirty ? "Unsaved changes to the prices." : "Saves the print sizes and frames."}
        </p>
        <Button type="submit" disabled={saving} data-testid="price-list-save">
          {saving ? "Saving..." : "Save prices"}
        </Button>
      </div>
    </form>
  );
}
