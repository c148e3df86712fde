import { LocaleLink as Link } from "@/components/ui/locale-link";
import { useTranslations } from "next-intl";
import { SearchX } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";

/** Empty result: 'No artwork found' with 'Clear Filters'. */
export function GalleryEmpty({ message }: { message?: string }) {
  const t = useTranslations("gallery");
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-16 text-center" data-testid="gallery-empty">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="mt-4 text-xl font-semibold">{t("emptyTitle")}</h2>
      <p className="mt-2 max-w-md text-muted-foreground">
        {message ?? t("emptyText")}
      </p>
      <Link href="/gallery" className={buttonClasses({ variant: "outline", className: "mt-6" })}>
        {t("clearFilters")}
      </Link>
    </div>
  );
}
