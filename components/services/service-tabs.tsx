"use client";

import type { ServiceStrings } from "@/lib/i18n/ui-strings";
import type { ServiceCategoryValue } from "@/lib/data/services";
import { ServiceCardView, type ServiceCardData } from "./service-card-view";
import { TabbedPanels } from "./tabbed-panels";

export interface ServiceTab {
  id: string;
  label: string;
  /** The category the tab shows; null for every service. */
  category: ServiceCategoryValue | null;
  /** Shown when the tab has no service. */
  empty: string;
}

function ServiceGridView({ cards, strings, empty, first }: { cards: readonly ServiceCardData[]; strings: ServiceStrings; empty: string; first: boolean }) {
  if (cards.length === 0) return <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {cards.map((card, i) => (
        <li key={card.slug}>
          <ServiceCardView service={card} strings={strings} headingLevel="h2" preloadImage={first && i === 0} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The services page's tabs, drawn in the browser from one list of cards: each service's card data
 * is sent once, and each tab shows the cards of its category (only the selected tab is in the
 * HTML). The first card of the selected tab is the page's LCP image.
 */
export function ServiceTabs({
  tabs,
  cards,
  strings,
  initialTab,
  className,
}: {
  tabs: readonly ServiceTab[];
  cards: readonly ServiceCardData[];
  strings: ServiceStrings;
  initialTab?: string;
  className?: string;
}) {
  const first = tabs.some((tab) => tab.id === initialTab) ? initialTab : tabs[0]?.id;
  return (
    <TabbedPanels
      className={className}
      label={strings.categories}
      lazy
      initialTab={initialTab}
      tabs={tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        panel: (
          <ServiceGridView
            cards={tab.category ? cards.filter((card) => card.category === tab.category) : cards}
            strings={strings}
            empty={tab.empty}
            first={tab.id === first}
          />
        ),
      }))}
    />
  );
}
