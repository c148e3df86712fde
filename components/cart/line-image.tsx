"use client";

import Image from "next/image";
import { useState } from "react";
import { ImageOff } from "lucide-react";
import { cn } from "@/components/ui/cn";

/**
 * A small line picture (cart, checkout, order success). Data-URL placeholders and broken or
 * missing images fall back to a neutral placeholder.
 */
export function LineImage({ src, alt = "", className }: { src: string | null | undefined; alt?: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  const usable = !!src && !broken && !src.startsWith("data:");
  return (
    <div className={cn("relative shrink-0 overflow-hidden rounded-md bg-muted", className)}>
      {usable ? (
        <Image src={src} alt={alt} fill sizes="96px" className="object-cover" onError={() => setBroken(true)} />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground" data-testid="image-placeholder">
          <ImageOff aria-hidden="true" className="size-5" />
        </div>
      )}
    </div>
  );
}
