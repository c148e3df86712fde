import "server-only";
import { ImageResponse } from "next/og";
import sharp from "sharp";
import { storage } from "@/lib/storage";

/** Every sharing card: the size social networks show large. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

const PAPER = "#f4efe6";
const INK = "#1c1917";
const MUTED = "#57534e";
const ACCENT = "#9a3412";
/** The box the work is fitted into, whole (never cropped). */
const ART_BOX = { width: 640, height: 530 };

/** The stored image as a PNG data URL fitted inside the art box, with its fitted size; null when unreadable. */
async function fittedArt(src: string | null): Promise<{ url: string; width: number; height: number } | null> {
  if (!src) return null;
  try {
    const file = await storage().read(src);
    if (!file) return null;
    const { data, info } = await sharp(file.body)
      .rotate()
      .resize({ width: ART_BOX.width, height: ART_BOX.height, fit: "inside", withoutEnlargement: false })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { url: `data:image/png;base64,${data.toString("base64")}`, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/**
 * A 1200x630 sharing card: the work whole on a quiet paper background, and beside it the
 * heading (a title or the artist's name), a line under it and a final note (price or status).
 */
export async function shareCard({ image, eyebrow, heading, byline, note }: { image: string | null; eyebrow: string; heading: string; byline: string; note: string }) {
  const art = await fittedArt(image);
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", alignItems: "center", background: PAPER, padding: 50, gap: 56 }}>
        <div style={{ width: ART_BOX.width, height: ART_BOX.height, display: "flex", alignItems: "center", justifyContent: "center" }}>
          {art ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={art.url} width={art.width} height={art.height} alt="" style={{ boxShadow: "0 12px 32px rgba(28,25,23,0.22)" }} />
          ) : (
            <div style={{ width: 420, height: 420, display: "flex", background: "#e7e0d4" }} />
          )}
        </div>
        <div style={{ flex: 1, display: "flex", flexDirection: "column", justifyContent: "center", color: INK }}>
          <div style={{ fontSize: 22, letterSpacing: 3, textTransform: "uppercase", color: ACCENT }}>{eyebrow}</div>
          <div style={{ fontSize: heading.length > 28 ? 46 : 58, lineHeight: 1.1, marginTop: 18, fontWeight: 700 }}>{heading}</div>
          <div style={{ fontSize: 28, marginTop: 22, color: MUTED }}>{byline}</div>
          <div style={{ display: "flex", marginTop: 34, fontSize: 32, fontWeight: 700 }}>{note}</div>
        </div>
      </div>
    ),
    { ...SHARE_CARD_SIZE, headers: { "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" } },
  );
}
