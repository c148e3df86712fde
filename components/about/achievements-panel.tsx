import { useTranslations } from "next-intl";
import type { Achievement } from "@/lib/data/about";

/** 'Achievements': exhibitions and awards, with year and venue. */
export function AchievementsPanel({ achievements }: { achievements: readonly Achievement[] }) {
  const t = useTranslations("about");
  if (achievements.length === 0) return <p className="text-muted-foreground">{t("achievementsSoon")}</p>;
  return (
    <ol className="relative space-y-6 border-l border-border pl-6" data-testid="achievements">
      {achievements.map((item) => (
        <li key={item.key} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.85rem] size-3 rounded-full bg-accent ring-4 ring-background" />
          {item.year && <p className="text-sm font-semibold text-accent">{item.year}</p>}
          <h3 className="mt-0.5 font-semibold">{item.title}</h3>
          {item.venue && <p className="text-sm text-muted-foreground">{item.venue}</p>}
        </li>
      ))}
    </ol>
  );
}
