/**
 * A translated sentence with values that are drawn as elements (an amount in bold, an order
 * number in a monospace span): the template is cut at its `{name}` slots, so the catalogue's word
 * order is kept and the browser places each element where its slot stands. Pure.
 */
export type TemplatePart = { text: string } | { slot: string };

/** "Pay {amount} now" → [{text:"Pay "}, {slot:"amount"}, {text:" now"}]; empty texts are left out. */
export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{([A-Za-z_]\w*)\}/g)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    parts.push({ slot: match[1] });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/**
 * Reads a message back into the catalogue of another language: `message` is matched against each
 * English template (its `{name}` slots matching any text) and, on a match, the other language's
 * template is filled with the values found. A message matching no template is returned as it is.
 */
export function retranslate(message: string, templates: readonly (readonly [english: string, other: string])[]): string {
  // The shop's own messages are short; anything longer is not one of them.
  if (message.length > 2_000) return message;
  for (const [english, other] of templates) {
    const names: string[] = [];
    const pattern = templateParts(english)
      .map((part) => {
        if ("text" in part) return part.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(part.slot);
        return "([\\s\\S]+?)";
      })
      .join("");
    const found = new RegExp(`^${pattern}$`).exec(message);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, found[i + 1]]));
    return other.replace(/\{([A-Za-z_]\w*)\}/g, (slot, name: string) => (name in values ? values[name] : slot));
  }
  return message;
}
