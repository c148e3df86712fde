/**
 * The one frame of every Nepali email: the site's layout in Nepali (<html lang="ne">, its
 * footer), the greeting, the opening paragraph and, for an order, its date in Bikram Sambat with
 * the AD date beside it. Each Nepali email writes only what is its own inside it.
 */
import type { ReactNode } from "react";
import { Text } from "@react-email/components";
import type { EmailSite } from "@/lib/email/types";
import { formatOrderDate, formatPrice, toDevanagariDigits, type Digits } from "@/lib/i18n/format";
import { EmailLayout } from "../components/layout";
import { styles } from "../components/theme";
import { NE_EMAIL as T, fill } from "./strings";

/** The digits the artist chose for Nepali text (Settings). */
export function digitsOf(site: EmailSite): Digits {
  return site.nepaliNumerals === "latin" ? "latin" : "devanagari";
}

/** A number in the chosen digits. */
export function number(n: number, digits: Digits): string {
  return digits === "latin" ? String(n) : toDevanagariDigits(String(n));
}

/** An amount as रू in the chosen digits. */
export function money(paisa: number, site: EmailSite): string {
  return formatPrice(paisa, "ne", { digits: digitsOf(site) });
}

/** The reason the shop gave (a cancellation, a rejection, a change), quoted under its label ("कारण" unless given); nothing without one. */
export function ReasonNe({ reason, label = T.reason }: { reason?: string | null; label?: string }) {
  if (!reason) return null;
  return (
    <>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.quote}>{reason}</Text>
    </>
  );
}

export function NepaliEmail({
  site,
  preview,
  heading,
  name,
  lead,
  orderDate,
  children,
}: {
  site: EmailSite;
  preview: string;
  heading: string;
  /** The reader's name for "नमस्ते {name},"; no greeting without it. */
  name?: string;
  /** The opening paragraph, before the order's date. */
  lead?: ReactNode;
  /** The order's date (ISO), shown as "अर्डर मिति: २०८३ मंसिर ११ (27 Nov 2026)". */
  orderDate?: string;
  children?: ReactNode;
}) {
  return (
    <EmailLayout site={site} locale="ne" preview={preview} heading={heading}>
      {name ? <Text style={styles.text}>{fill(T.greeting, { name })}</Text> : null}
      {lead ? <Text style={styles.text}>{lead}</Text> : null}
      {orderDate ? <Text style={styles.muted}>{`${T.orderDate}: ${formatOrderDate(new Date(orderDate), "ne", { digits: digitsOf(site) })}`}</Text> : null}
      {children}
    </EmailLayout>
  );
}
