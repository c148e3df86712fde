import { useTranslations } from "next-intl";
import { Award, Calendar, Camera, Heart, type LucideIcon } from "lucide-react";
import type { QuickFact, QuickFactIcon } from "@/lib/data/about";

const ICONS: Record<QuickFactIcon, LucideIcon> = { Heart, Award, Calendar, Camera };

/** Quick facts with their icons. */
export function QuickFacts({ facts }: { facts: readonly QuickFact[] }) {
  const t = useTranslations("about");
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label={t("quickFacts")} data-testid="quick-facts">
      {facts.map((fact) => {
        const Icon = ICONS[fact.icon];
        return (
          <li key={fact.key} className="flex items-center gap-3 rounded-xl border border-border bg-card p-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-accent">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="text-sm font-medium">{fact.text}</span>
          </li>
        );
      })}
    </ul>
  );
}
