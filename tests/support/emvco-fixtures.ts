import { buildEmvco, type TlvField } from "@/lib/domain/emvco";

/**
 * A static merchant QR shaped like a Fonepay one: static (11), no amount, NPR (524), Nepal,
 * the artist's name and city. Extra fields (e.g. additional data, tag 62) go at the end.
 */
export function fonepayStaticPayload(extra: TlvField[] = []): string {
  return buildEmvco([
    { tag: "00", value: "01" },
    { tag: "01", value: "11" },
    { tag: "26", value: "", children: [{ tag: "00", value: "fonepay.com" }, { tag: "01", value: "2222100014561234" }] },
    { tag: "52", value: "5999" },
    { tag: "53", value: "524" },
    { tag: "58", value: "NP" },
    { tag: "59", value: "AARAV SHRESTHA ART" },
    { tag: "60", value: "LALITPUR" },
    ...extra,
  ]);
}
