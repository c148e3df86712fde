/**
 * Demo images drawn as SVG and rasterised with sharp, so the demo gallery looks like a gallery
 * without shipping binary files. Deterministic for a given seed string.
 */
import sharp from "sharp";
import type { Motif } from "./seed-data";

function rng(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function ridge(r: () => number, w: number, base: number, amp: number, steps: number) {
  const pts: string[] = [`0,${base}`];
  for (let i = 0; i <= steps; i++) {
    const x = (w / steps) * i;
    const peak = i % 2 === 1 ? amp * (0.6 + r() * 0.6) : amp * r() * 0.35;
    pts.push(`${x.toFixed(0)},${(base - peak).toFixed(0)}`);
  }
  return pts.join(" ");
}

function motifSvg(motif: Motif, p: [string, string, string, string], r: () => number, w: number, h: number): string {
  const [c1, c2, c3, c4] = p;
  const sky = `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="0.6" stop-color="${c2}"/><stop offset="1" stop-color="${c3}"/></linearGradient>
  <radialGradient id="rg" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c4}"/></radialGradient>
  <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${Math.floor(r() * 100)}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.08"/></feComponentTransfer><feBlend in2="SourceGraphic" mode="multiply"/></filter></defs>`;
  const parts: string[] = [];
  switch (motif) {
    case "mountains":
    case "river": {
      parts.push(`<rect width="${w}" height="${h}" fill="url(#g)"/>`);
      parts.push(`<circle cx="${w * (0.2 + r() * 0.6)}" cy="${h * 0.28}" r="${h * 0.09}" fill="${c1}" opacity="0.9"/>`);
      for (let layer = 0; layer < 4; layer++) {
        const base = h * (0.55 + layer * 0.13);
        const color = [c3, c4, c4, c4][layer];
        parts.push(
          `<polygon points="${ridge(r, w, base, h * (0.35 - layer * 0.07), 6 + layer * 2)} ${w},${h} 0,${h}" fill="${color}" opacity="${0.55 + layer * 0.15}"/>`,
        );
      }
      if (motif === "river")
        parts.push(`<path d="M ${w * 0.1} ${h} C ${w * 0.4} ${h * 0.8}, ${w * 0.3} ${h * 0.75}, ${w * 0.7} ${h * 0.7}" stroke="${c1}" stroke-width="${h * 0.04}" fill="none" opacity="0.7"/>`);
      break;
    }
    case "sun":
    case "abstract": {
      parts.push(`<rect width="${w}" height="${h}" fill="${c1}"/>`);
      for (let i = 0; i < 14; i++) {
        const color = [c2, c3, c4][i % 3];
        const cx = r() * w;
        const cy = r() * h;
        const rad = h * (0.05 + r() * 0.25);
        parts.push(
          motif === "sun"
            ? `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${color}" opacity="${0.35 + r() * 0.5}"/>`
            : `<rect x="${cx - rad}" y="${cy - rad / 2}" width="${rad * 2}" height="${rad}" rx="${rad / 4}" transform="rotate(${r() * 90 - 45} ${cx} ${cy})" fill="${color}" opacity="${0.3 + r() * 0.5}"/>`,
        );
      }
      break;
    }
    case "portrait": {
      parts.push(`<rect width="${w}" height="${h}" fill="url(#rg)"/>`);
      const cx = w / 2;
      parts.push(`<ellipse cx="${cx}" cy="${h * 1.02}" rx="${w * 0.3}" ry="${h * 0.32}" fill="${c4}" opacity="0.9"/>`);
      parts.push(`<ellipse cx="${cx}" cy="${h * 0.45}" rx="${h * 0.16}" ry="${h * 0.21}" fill="${c3}"/>`);
      parts.push(`<path d="M ${cx - h * 0.17} ${h * 0.42} Q ${cx} ${h * 0.12} ${cx + h * 0.17} ${h * 0.42} Q ${cx + h * 0.1} ${h * 0.28} ${cx} ${h * 0.27} Q ${cx - h * 0.1} ${h * 0.28} ${cx - h * 0.17} ${h * 0.42}" fill="${c4}"/>`);
      break;
    }
    case "mandala": {
      parts.push(`<rect width="${w}" height="${h}" fill="${c1}"/>`);
      const cx = w / 2;
      const cy = h / 2;
      for (let ring = 6; ring >= 1; ring--) {
        const rad = (h * 0.45 * ring) / 6;
        const petals = 6 + ring * 2;
        const color = [c2, c3, c4, c2, c3, c4][ring - 1];
        for (let k = 0; k < petals; k++) {
          const a = (360 / petals) * k;
          parts.push(`<ellipse cx="${cx}" cy="${cy - rad * 0.7}" rx="${rad * 0.12}" ry="${rad * 0.3}" fill="${color}" opacity="0.8" transform="rotate(${a} ${cx} ${cy})"/>`);
        }
      }
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${h * 0.05}" fill="${c4}"/>`);
      break;
    }
    case "temple":
    case "city": {
      parts.push(`<rect width="${w}" height="${h}" fill="url(#g)"/>`);
      const count = motif === "temple" ? 3 : 9;
      for (let i = 0; i < count; i++) {
        const bw = w / (count + 1);
        const x = bw * (i + 0.5) + r() * bw * 0.3;
        const tiers = motif === "temple" ? 3 + Math.floor(r() * 2) : 1 + Math.floor(r() * 2);
        let y = h * 0.95;
        for (let t = 0; t < tiers; t++) {
          const tw = bw * (1 - t * 0.2);
          const th = h * (motif === "temple" ? 0.12 : 0.2 + r() * 0.25);
          parts.push(`<rect x="${x + (bw - tw) / 2}" y="${y - th}" width="${tw}" height="${th}" fill="${c4}" opacity="0.92"/>`);
          parts.push(`<polygon points="${x + (bw - tw) / 2 - bw * 0.08},${y - th} ${x + bw / 2},${y - th - h * 0.06} ${x + (bw + tw) / 2 + bw * 0.08},${y - th}" fill="${c3}"/>`);
          y -= th + h * 0.06;
        }
      }
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${sky}<g>${parts.join("")}</g></svg>`;
}

export async function demoImage(
  motif: Motif,
  palette: [string, string, string, string],
  seed: string,
  size: { width: number; height: number } = { width: 1200, height: 900 },
): Promise<Buffer> {
  const svg = motifSvg(motif, palette, rng(seed), size.width, size.height);
  return sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}
