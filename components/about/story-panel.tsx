import { useTranslations } from "next-intl";
import type { AboutContent } from "@/lib/data/about";

/** 'My Story': the story paragraphs, the philosophy and the skills. */
export function StoryPanel({ content }: { content: AboutContent }) {
  const t = useTranslations("about");
  const empty = content.story.length === 0 && content.philosophy.length === 0 && content.skills.length === 0;
  if (empty) return <p className="text-muted-foreground">{t("storySoon")}</p>;
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-5 text-lg leading-relaxed">
        {content.story.map((part) => (
          <p key={part.key}>{part.text}</p>
        ))}
      </div>
      <div className="space-y-8">
        {content.philosophy.length > 0 && (
          <figure className="rounded-xl border-l-4 border-accent bg-card p-5">
            <h3 className="text-sm font-semibold tracking-[0.14em] text-muted-foreground uppercase">{t("philosophy")}</h3>
            {content.philosophy.map((part) => (
              <blockquote key={part.key} className="mt-3 text-lg leading-relaxed italic">
                {part.text}
              </blockquote>
            ))}
          </figure>
        )}
        {content.skills.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold tracking-[0.14em] text-muted-foreground uppercase">{t("skills")}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {content.skills.map((skill) => (
                <li key={skill.key} className="rounded-full border border-border bg-card px-3 py-1 text-sm">
                  {skill.text}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
