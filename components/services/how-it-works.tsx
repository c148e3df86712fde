import { useTranslations } from "next-intl";
import type { ProcessStep } from "@/lib/data/about";

/** The default steps, by their keys in services.steps of messages/. */
const DEFAULT_STEPS = ["choose", "share", "create", "deliver"] as const;

/** 'How It Works' in four steps: the about page's process steps when there are four, else the defaults. */
export function HowItWorks({ steps }: { steps: readonly ProcessStep[] }) {
  const t = useTranslations("services");
  const shown: readonly ProcessStep[] =
    steps.length >= 4 ? steps.slice(0, 4) : DEFAULT_STEPS.map((key) => ({ key, title: t(`steps.${key}.title`), text: t(`steps.${key}.text`) }));
  return (
    <section aria-labelledby="how-it-works" className="mt-20">
      <h2 id="how-it-works" className="text-2xl font-semibold sm:text-3xl">
        {t("howItWorks")}
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((step, i) => (
          <li key={step.key} className="rounded-xl border border-border bg-card p-5" data-artist-content={steps.length >= 4 ? "" : undefined}>
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground">
              {i + 1}
            </span>
            <h3 className="mt-4 font-semibold">{step.title || t("step", { number: i + 1 })}</h3>
            {step.text && <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{step.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
