import { LocaleLink as Link } from "@/components/ui/locale-link";
import { useTranslations } from "next-intl";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { galleryHref, pageWindow, type GalleryQuery } from "@/lib/domain/gallery-query";

const itemClass =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border border-border px-3 text-sm font-medium transition-colors hover:bg-muted";

/** Links to the other pages of the current view (each a shareable URL). */
export function GalleryPagination({ query, page, totalPages }: { query: GalleryQuery; page: number; totalPages: number }) {
  const t = useTranslations("gallery");
  if (totalPages <= 1) return null;
  const href = (p: number) => galleryHref({ ...query, page: p });
  return (
    <nav aria-label={t("pages")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={href(page - 1)} className={itemClass} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t("previous")}
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pageWindow(page, totalPages).map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={href(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={t("page", { page: item })}
                className={cn(itemClass, item === page && "border-primary bg-primary text-primary-foreground hover:bg-primary/90")}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <Link href={href(page + 1)} className={itemClass} rel="next">
          {t("next")}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
