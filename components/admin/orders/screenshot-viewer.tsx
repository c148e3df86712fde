"use client";
/** The payment screenshot, large, with a zoom dialog (fit, 2x, 3x). Served through a private signed link. */
import { useState } from "react";
import { ZoomIn, ZoomOut } from "lucide-react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";

type Zoom = 1 | 2 | 3;

export function ScreenshotViewer({ url, orderNumber }: { url: string; orderNumber: string }) {
  const [open, setOpen] = useState(false);
  const [zoom, setZoom] = useState<Zoom>(1);
  const alt = `Payment screenshot for order ${orderNumber}`;
  return (
    <div>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block w-full overflow-hidden rounded-lg border border-border bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        aria-label="Zoom payment screenshot"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- private signed link, not for the image optimiser */}
        <img src={url} alt={alt} className="mx-auto max-h-[70vh] w-auto object-contain" />
      </button>
      <div className="mt-2 flex gap-2">
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <ZoomIn aria-hidden="true" />
          Zoom
        </Button>
        <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center text-sm underline-offset-4 hover:underline">
          Open original<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <DialogContentWrapper open={open} setOpen={setOpen}>
        <DialogContent title="Payment screenshot" description={`Order ${orderNumber} · ${zoom}x`} size="xl">
          <div className="mb-3 flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setZoom((z) => (z > 1 ? ((z - 1) as 1 | 2) : z))} disabled={zoom === 1}>
              <ZoomOut aria-hidden="true" />
              Zoom out
            </Button>
            <Button variant="outline" size="sm" onClick={() => setZoom((z) => (z < 3 ? ((z + 1) as 2 | 3) : z))} disabled={zoom === 3}>
              <ZoomIn aria-hidden="true" />
              Zoom in
            </Button>
          </div>
          <div className="max-h-[75vh] overflow-auto rounded-lg border border-border bg-muted">
            {/* eslint-disable-next-line @next/next/no-img-element -- private signed link */}
            <img src={url} alt={alt} style={{ width: `${zoom * 100}%`, maxWidth: "none" }} className="block" />
          </div>
        </DialogContent>
      </DialogContentWrapper>
    </div>
  );
}

function DialogContentWrapper({ open, setOpen, children }: { open: boolean; setOpen: (v: boolean) => void; children: React.ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {children}
    </Dialog>
  );
}
