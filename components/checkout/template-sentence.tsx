import { Fragment, type ReactNode } from "react";
import { templateParts } from "@/lib/i18n/template-parts";

/** A template's `{name}` slots drawn as the given elements, the words around them as text. */
export function Sentence({ template, slots }: { template: string; slots: Record<string, ReactNode> }) {
  return (
    <>
      {templateParts(template).map((part, i) => ("slot" in part ? <Fragment key={i}>{slots[part.slot] ?? `{${part.slot}}`}</Fragment> : part.text))}
    </>
  );
}
