import type { ProcessStep } from "@/lib/data/about";

const DEFAULT_STEPS: ProcessStep[] = [
  { key: "choose", title: "Choose a service", text: "Pick a commission, a workshop or a consultation that fits your idea." },
  { key: "share", title: "Share your idea", text: "Send photos, sizes and details; I reply within 24 hours." },
  { key: "create", title: "Creation", text: "I sketch, paint and keep you posted with progress photos." },
  { key: "deliver", title: "Delivery", text: "Packed with care and delivered in 5-7 business days." },
];

/** 'How It Works' in four steps: the about page's process steps when there are four, else the defaults. */
export function HowItWorks({ steps }: { steps: readonly ProcessStep[] }) {
  const shown = steps.length >= 4 ? steps.slice(0, 4) : DEFAULT_STEPS;
  return (
    <section aria-labelledby="how-it-works" className="mt-20">
      <h2 id="how-it-works" className="text-2xl font-semibold sm:text-3xl">
        How It Works
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((step, i) => (
          <li key={step.key} className="rounded-xl border border-border bg-card p-5">
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground">
              {i + 1}
            </span>
            <h3 className="mt-4 font-semibold">{step.title || `Step ${i + 1}`}</h3>
            {step.text && <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{step.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
