/**
 * Devanagari for a renderer without Indic shaping (satori, behind next/og's ImageResponse): the
 * vowel sign ि (U+093F) is written after its consonant but drawn before it. Shaping engines
 * reorder it; satori draws glyphs in the order they come, so the card's text gets the sign moved
 * before its consonant cluster (a consonant, with any half consonants joined by ् before it).
 * Pure; only for drawing (never for text a reader copies or a screen reader reads).
 */
const CLUSTER_WITH_I = /((?:[\u0915-\u0939\u0958-\u095F]\u093C?\u094D)*[\u0915-\u0939\u0958-\u095F]\u093C?)\u093F/g;

export function drawOrderDevanagari(text: string): string {
  return text.replace(CLUSTER_WITH_I, "\u093F$1");
}
