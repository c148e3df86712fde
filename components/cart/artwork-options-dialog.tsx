"use client";

import { use, useEffect, useState } from "react";
import { Loader2, ShoppingBag } from "lucide-react";
import { getArtworkOptions, type ArtworkOptions } from "@/lib/actions/cart";
import type { CartCustomizations, CartItemInput } from "@/lib/domain/cart";
import { NO_FRAME, ORIGINAL_SIZE, requestedFrame, requestedSize, type FrameChoice, type SizeChoice } from "@/lib/domain/price-lists";
import { Button } from "@/components/ui/button";
import { useCart } from "./cart-context";
import { Dialog, DialogPanel } from "@/components/ui/dialog";
import { OptionGroup } from "./option-group";
import { CartStringsContext } from "./cart-strings";
import { ENGLISH_OPTIONS, moneyIn } from "./cart-words";

type Load = { state: "loading" } | { state: "ready"; options: ArtworkOptions } | { state: "missing" } | { state: "failed" };

/** The size to start with: the line's own when still offered, else the original, else the first print. */
function startSize(sizes: readonly SizeChoice[], wanted: string | undefined, printsOnly: boolean): string {
  const key = wanted ? requestedSize(wanted) : printsOnly ? "" : ORIGINAL_SIZE;
  return (sizes.find((s) => s.key === key) ?? sizes[0])?.key ?? ORIGINAL_SIZE;
}

function startFrame(frames: readonly FrameChoice[], wanted: string | undefined): string {
  const key = requestedFrame(wanted);
  return frames.some((f) => f.key === key) ? key : NO_FRAME;
}

/**
 * The artwork customisation dialog: the sizes the work offers (the original when it can be
 * ordered, then the prints of the artist's price list), the frames, and notes. The choices and
 * their prices are read from the server when the dialog opens (Settings -> Prices decides them);
 * the server prices the order again when it is placed. 'add' puts the artwork in the cart with
 * these choices; 'edit' changes a cart line.
 */
export function ArtworkOptionsDialog({
  open,
  onClose,
  artwork,
  mode,
  initial,
  lineId,
  printsOnly = false,
}: {
  open: boolean;
  onClose: () => void;
  /** The artwork as a cart line input (its id is the artwork's id). */
  artwork: CartItemInput;
  mode: "add" | "edit";
  initial?: CartCustomizations;
  /** The cart line to change (edit mode). */
  lineId?: string;
  /** Only prints can be chosen (the original is sold, held by an order or kept by the artist). */
  printsOnly?: boolean;
}) {
  // The page's words (every public page provides them); English elsewhere.
  const strings = use(CartStringsContext);
  const w = strings?.options ?? ENGLISH_OPTIONS;
  const formatNpr = moneyIn(strings ?? { locale: "en", latinDigits: false }).money;
  const { addArtwork, updateCustomizations } = useCart();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [size, setSize] = useState<string>("");
  const [framing, setFraming] = useState<string>(NO_FRAME);
  const [notes, setNotes] = useState(initial?.notes ?? "");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    getArtworkOptions(artwork.id)
      .then((found) => {
        if (!active) return;
        if (!found) {
          setLoad({ state: "missing" });
          return;
        }
        const sizes = printsOnly ? found.sizes.filter((s) => !s.original) : found.sizes;
        if (sizes.length === 0) {
          setLoad({ state: "missing" });
          return;
        }
        const options = { ...found, sizes };
        setSize(startSize(sizes, initial?.size, printsOnly));
        setFraming(startFrame(found.frames, initial?.framing));
        setLoad({ state: "ready", options });
      })
      .catch(() => {
        if (active) setLoad({ state: "failed" });
      });
    return () => {
      active = false;
    };
    // The choices are read once per opening (and again on 'Try again').
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [artwork.id, attempt]);

  const options = load.state === "ready" ? load.options : null;
  const chosenSize = options?.sizes.find((s) => s.key === size) ?? null;
  const chosenFrame = options?.frames.find((f) => f.key === framing) ?? null;
  const unitPrice = chosenSize && chosenFrame ? chosenSize.pricePaisa + chosenFrame.pricePaisa : null;

  async function confirm() {
    if (!options || !chosenSize || !chosenFrame || unitPrice === null) return;
    const customizations: CartCustomizations = {
      size: chosenSize.key,
      framing: chosenFrame.key,
      notes: notes.trim(),
      sizeLabel: chosenSize.label,
      framingLabel: chosenFrame.label,
      framingOnQuote: chosenFrame.onQuote,
    };
    if (mode === "edit" && lineId) {
      updateCustomizations(lineId, customizations, unitPrice);
      onClose();
      return;
    }
    setBusy(true);
    try {
      await addArtwork({ ...artwork, fullPrice: options.originalPricePaisa, price: unitPrice, customizations, type: "artwork" });
    } finally {
      setBusy(false);
    }
    onClose();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogPanel
        data-testid="artwork-options-dialog"
        title={mode === "add" ? (printsOnly ? w.titlePrint : w.titleAdd) : w.titleEdit}
        description={artwork.title}
        footer={
          <div className="flex items-center justify-between gap-4">
            <div>
              <p className="text-xs text-muted-foreground">{w.price}</p>
              <p className="text-lg font-semibold tabular-nums" data-testid="options-price">
                {unitPrice === null ? "—" : formatNpr(unitPrice)}
              </p>
              {chosenFrame?.onQuote && (
                <p className="text-xs text-muted-foreground" data-testid="options-quote-note">
                  {w.onQuote}
                </p>
              )}
            </div>
            <Button onClick={confirm} disabled={busy || unitPrice === null} size="lg">
              {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ShoppingBag aria-hidden="true" />}
              {busy ? w.adding : mode === "add" ? w.add : w.save}
            </Button>
          </div>
        }
      >
        {load.state === "loading" ? (
          <p className="flex items-center gap-2 py-8 text-sm text-muted-foreground" role="status">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {w.loading}
          </p>
        ) : load.state === "missing" ? (
          <p role="alert" className="py-6 text-sm text-destructive">
            {w.missing}
          </p>
        ) : load.state === "failed" ? (
          <div className="space-y-3 py-6">
            <p role="alert" className="text-sm text-destructive">
              {w.failed}
            </p>
            <Button
              variant="outline"
              onClick={() => {
                setLoad({ state: "loading" });
                setAttempt((n) => n + 1);
              }}
            >
              {w.tryAgain}
            </Button>
          </div>
        ) : (
          <div className="space-y-5">
            <OptionGroup
              legend={w.size}
              name="size"
              value={size}
              onChange={setSize}
              options={load.options.sizes.map((option) => ({
                value: option.key,
                label: option.original ? w.original : option.label,
                hint: formatNpr(option.pricePaisa),
              }))}
            />
            <OptionGroup
              legend={w.framing}
              name="framing"
              value={framing}
              onChange={setFraming}
              columns={2}
              options={load.options.frames.map((option) => ({
                value: option.key,
                label: option.name,
                hint: option.onQuote ? w.priceOnQuote : option.pricePaisa === 0 ? undefined : `+${formatNpr(option.pricePaisa)}`,
              }))}
            />
            <div>
              <label htmlFor="artwork-notes" className="mb-2 block text-sm font-medium">
                {w.notes} <span className="font-normal text-muted-foreground">{w.optional}</span>
              </label>
              <textarea
                id="artwork-notes"
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
                maxLength={1000}
                rows={3}
                placeholder={w.notesPlaceholder}
                className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
              />
            </div>
          </div>
        )}
      </DialogPanel>
    </Dialog>
  );
}
