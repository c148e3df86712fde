/** Inline styles shared by the email templates (email clients ignore stylesheets). */
import type { CSSProperties } from "react";

export const colors = {
  ink: "#1f1a17",
  muted: "#6b625b",
  accent: "#9a3412",
  line: "#e7e0d8",
  paper: "#faf7f2",
  card: "#ffffff",
};

export const styles: Record<string, CSSProperties> = {
  body: {
    backgroundColor: colors.paper,
    color: colors.ink,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    margin: 0,
    padding: "24px 0",
  },
  container: {
    backgroundColor: colors.card,
    border: `1px solid ${colors.line}`,
    borderRadius: "8px",
    margin: "0 auto",
    maxWidth: "600px",
    padding: "32px",
  },
  brand: { color: colors.accent, fontSize: "14px", fontWeight: 700, letterSpacing: "0.08em", margin: 0, textTransform: "uppercase" },
  heading: { color: colors.ink, fontSize: "22px", fontWeight: 700, lineHeight: "30px", margin: "16px 0 8px" },
  text: { color: colors.ink, fontSize: "15px", lineHeight: "24px", margin: "12px 0" },
  muted: { color: colors.muted, fontSize: "13px", lineHeight: "20px", margin: "4px 0" },
  label: { color: colors.muted, fontSize: "12px", letterSpacing: "0.04em", margin: "12px 0 2px", textTransform: "uppercase" },
  quote: {
    borderLeft: `3px solid ${colors.line}`,
    color: colors.muted,
    fontSize: "14px",
    lineHeight: "22px",
    margin: "12px 0",
    padding: "4px 0 4px 12px",
    whiteSpace: "pre-wrap",
  },
  pre: { color: colors.ink, fontSize: "15px", lineHeight: "24px", margin: "12px 0", whiteSpace: "pre-wrap" },
  hr: { borderColor: colors.line, margin: "24px 0" },
  button: {
    backgroundColor: colors.accent,
    borderRadius: "6px",
    color: "#ffffff",
    display: "inline-block",
    fontSize: "15px",
    fontWeight: 600,
    padding: "12px 20px",
    textDecoration: "none",
  },
  link: { color: colors.accent },
};
