"use client";

import { useState } from "react";
import { Loader2, ShoppingBag } from "lucide-react";
import type { CartCustomizations, CartItemInput } from "@/lib/domain/cart";
import {
  FRAMING_OPTIONS,
  PRINT_SIZES,
  artworkUnitPrice,
  normalizeFraming,
  normalizeSize,
  sizePricePaisa,
  type Framing,
  type PrintSize,
} from "@/lib/domain/pricing";
import { formatNpr } from "@/lib/money";
import { Button } from "@/components/ui/button";
import { useCart } from "./cart-context";
import { Dialog, DialogPanel } from "@/components/ui/dialog";
import { OptionGroup } from "./option-group";

/**
 * The artwork customisation dialog: print size (original, small 8x10, medium 11x14, large
 * 16x20, poster 24x36), framing (none, basic +25, wooden +45, premium +75, custom on quote) and
 * notes. 'add' puts the artwork in the cart with these choices; 'edit' changes a cart line.
 * The price shown follows lib/domain/pricing.ts; the server prices the order again.
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
  /** The artwork as a cart line input; `fullPrice` (else `price`) is the original's price. */
  artwork: CartItemInput;
  mode: "add" | "edit";
  initial?: CartCustomizations;
  /** The cart line to change (edit mode). */
  lineId?: string;
  /** Only prints can be chosen (the original is sold, held by an order or kept by the artist). */
  printsOnly?: boolean;
}) {
  const { addArtwork, updateCustomizations } = useCart();
  const originalPrice = artwork.fullPrice ?? artwork.price;
  const [size, setSize] = useState<PrintSize>(printsOnly && !initial?.size ? "small" : normalizeSize(initial?.size));
  const sizes = printsOnly ? PRINT_SIZES.filter((option) => option.value !== "original") : PRINT_SIZES;
  const [framing, setFraming] = useState<Framing>(normalizeFraming(initial?.framing));
  const [notes, setNotes] = useState(initial?.notes ?? "");
  const [busy, setBusy] = useState(false);
  const price = artworkUnitPrice(originalPrice, { size, framing });

  async function confirm() {
    const customizations: CartCustomizations = { size, framing, notes: notes.trim() };
    if (mode === "edit" && lineId) {
      updateCustomizations(lineId, customizations);
      onClose();
      return;
    }
    setBusy(true);
    try {
      await addArtwork({ ...artwork, fullPrice: originalPrice, price: price.unitPricePaisa, customizations, type: "artwork" });
    } finally {
      setBusy(false);
    }
    onClose();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogPanel
        data-testid="artwork-options-dialog"
        title={mode === "add" ? (printsOnly ? "Order a Print" : "Customize Your Order") : "Edit Customization"}
        description={artwork.title}
        footer={
          <div className="flex items-center justify-between gap-4">
            <div>
              <p className="text-xs text-muted-foreground">Price</p>
              <p className="text-lg font-semibold tabular-nums" data-testid="options-price">
                {formatNpr(price.unitPricePaisa)}
              </p>
              {price.framingOnQuote && <p className="text-xs text-muted-foreground">Custom frame quoted separately</p>}
            </div>
            <Button onClick={confirm} disabled={busy} size="lg">
              {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ShoppingBag aria-hidden="true" />}
              {busy ? "Adding..." : mode === "add" ? "Add to Cart" : "Save Changes"}
            </Button>
          </div>
        }
      >
        <div className="space-y-5">
          <OptionGroup
            legend="Size"
            name="size"
            value={size}
            onChange={setSize}
            options={sizes.map((option) => ({
              value: option.value,
              label: option.value === "original" ? "Original (one of a kind)" : option.label,
              hint: formatNpr(sizePricePaisa(originalPrice, option.value)),
            }))}
          />
          <OptionGroup
            legend="Framing"
            name="framing"
            value={framing}
            onChange={setFraming}
            columns={2}
            options={FRAMING_OPTIONS.map((option) => ({
              value: option.value,
              label: option.value === "custom" ? "Custom frame" : option.label,
              hint: option.pricePaisa === null ? "On quote" : option.pricePaisa === 0 ? undefined : `+${formatNpr(option.pricePaisa)}`,
            }))}
          />
          <div>
            <label htmlFor="artwork-notes" className="mb-2 block text-sm font-medium">
              Notes <span className="font-normal text-muted-foreground">(optional)</span>
            </label>
            <textarea
              id="artwork-notes"
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              maxLength={1000}
              rows={3}
              placeholder="Anything the artist should know (dedication, gift wrap, framing colour...)"
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
            />
          </div>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
