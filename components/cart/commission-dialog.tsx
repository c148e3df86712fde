"use client";

import { use, useEffect, useState } from "react";
import { Loader2, ShoppingBag } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { getCommissionOptions, type CommissionOptions } from "@/lib/actions/cart";
import { COMMISSION_FRAME_PRICE_PAISA, commissionUnitPrice } from "@/lib/domain/pricing";
import { Button } from "@/components/ui/button";
import { useCart } from "./cart-context";
import { Dialog, DialogPanel } from "@/components/ui/dialog";
import { OptionGroup } from "./option-group";
import { ReferencePhotosInput, useReferencePhotos } from "./reference-photos-input";
import { CartStringsContext, moneyIn } from "./cart-strings";
import type { CommissionDialogStrings } from "./commission-words";

type Load = { state: "loading" } | { state: "ready"; service: CommissionOptions } | { state: "missing" };

/**
 * The commission dialog (services page): choose a category (this resets the size), a size
 * tier, with or without a frame (default without; frame NPR 500), then add a service line with
 * commissionCategory, size, dimensions, withFrame, framePrice and basePrice, and up to three
 * reference photos (uploaded as they are attached; the line keeps their tokens). The tiers are
 * read from the database when the dialog opens. Its words come from the page (`strings`), in the
 * page's language; prices follow the cart's digits.
 */
export function CommissionDialog({ slug, title, open, onClose, strings }: { slug: string; title: string; open: boolean; onClose: () => void; strings: CommissionDialogStrings }) {
  const { addService } = useCart();
  const cartWords = use(CartStringsContext);
  const formatNpr = moneyIn({ locale: strings.locale, latinDigits: cartWords?.latinDigits ?? false }).money;
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [category, setCategory] = useState("");
  const [size, setSize] = useState("");
  const [withFrame, setWithFrame] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const photos = useReferencePhotos(strings);

  useEffect(() => {
    let active = true;
    getCommissionOptions(slug)
      .then((service) => {
        if (active) setLoad(service ? { state: "ready", service } : { state: "missing" });
      })
      .catch(() => {
        if (active) setLoad({ state: "missing" });
      });
    return () => {
      active = false;
    };
  }, [slug]);

  const service = load.state === "ready" ? load.service : null;
  const categories = service?.categories ?? [];
  const tiers = categories.find((c) => c.category === category)?.tiers ?? [];
  const price = service && category && size ? commissionUnitPrice(categories, { category, size, withFrame }) : null;
  const noPricing = load.state === "missing" || (service !== null && categories.length === 0);

  async function add() {
    if (noPricing || !service) {
      setError(strings.pricing);
      toast.error(strings.pricing);
      return;
    }
    if (!category || !size) {
      setError(strings.selection);
      toast.error(strings.selection);
      return;
    }
    if (!price) {
      setError(strings.pricing);
      toast.error(strings.pricing);
      return;
    }
    if (photos.uploading) {
      setError(strings.messages.stillUploading);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await addService({
        id: service.id,
        serviceId: service.id,
        title: service.title,
        description: service.description,
        price: price.unitPricePaisa,
        category: "commission",
        type: "service",
        commissionCategory: category,
        size,
        dimensions: price.dimensions,
        withFrame,
        framePrice: price.framePricePaisa,
        basePrice: price.basePricePaisa,
        referencePhotos: photos.ready,
        image: service.imageUrl ?? undefined,
        images: service.imageUrl ? [service.imageUrl] : [],
        shippingType: service.shippingType,
        shippingCharge: service.shippingCharge,
        taxRate: service.taxRate,
        taxIncluded: service.taxIncluded,
      });
    } finally {
      setBusy(false);
    }
    onClose();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogPanel
        data-testid="commission-dialog"
        title={service?.title ?? title}
        description={strings.description}
        footer={
          <div className="flex items-center justify-between gap-4">
            <div>
              <p className="text-xs text-muted-foreground">{strings.price}</p>
              <p className="text-lg font-semibold tabular-nums" data-testid="commission-price">
                {price ? formatNpr(price.unitPricePaisa) : "—"}
              </p>
            </div>
            <Button onClick={add} disabled={busy || load.state === "loading"} size="lg">
              {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ShoppingBag aria-hidden="true" />}
              {busy ? strings.adding : strings.addToCart}
            </Button>
          </div>
        }
      >
        {load.state === "loading" ? (
          <p className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {strings.loading}
          </p>
        ) : noPricing ? (
          <p role="alert" className="py-6 text-sm text-destructive">
            {strings.pricing}
          </p>
        ) : (
          <div className="space-y-5">
            <OptionGroup
              legend={strings.category}
              name="commission-category"
              value={category}
              onChange={(next) => {
                setCategory(next);
                setSize(""); // choosing a category resets the size
                setError(null);
              }}
              columns={2}
              options={categories.map((c) => ({ value: c.category, label: c.category }))}
            />
            {category && (
              <OptionGroup
                legend={strings.size}
                name="commission-size"
                value={size}
                onChange={(next) => {
                  setSize(next);
                  setError(null);
                }}
                options={tiers.map((tier) => ({
                  value: tier.size,
                  label: tier.dimensions ? `${tier.size} (${tier.dimensions})` : tier.size,
                  hint: formatNpr(tier.pricePaisa),
                }))}
              />
            )}
            <OptionGroup
              legend={strings.frame}
              name="commission-frame"
              value={withFrame ? "with" : "without"}
              onChange={(next) => setWithFrame(next === "with")}
              columns={2}
              options={[
                { value: "without", label: strings.withoutFrame },
                { value: "with", label: strings.withFrame, hint: `+${formatNpr(COMMISSION_FRAME_PRICE_PAISA)}` },
              ]}
            />
            <ReferencePhotosInput photos={photos.photos} error={photos.error} onAdd={(files) => void photos.add(files)} onRemove={photos.remove} disabled={busy} words={strings} />
            {error && (
              <p role="alert" className="text-sm text-destructive" data-testid="commission-error">
                {error}
              </p>
            )}
          </div>
        )}
      </DialogPanel>
    </Dialog>
  );
}
