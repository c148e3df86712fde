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

function motifSvg(motif: Motif, p: [string, string, string, string], r: () => number, w: number, h: number): { defs: string; body: string } {
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
      const u = Math.min(w, h * 0.8);
      const fy = h * 0.42;
      const skin = "#c68a5e";
      const shade = "#9c6240";
      // Shoulders and a shawl, neck, hair behind the head, then the face.
      parts.push(`<path d="M ${cx - u * 0.55} ${h} Q ${cx - u * 0.5} ${fy + u * 0.42} ${cx} ${fy + u * 0.36} Q ${cx + u * 0.5} ${fy + u * 0.42} ${cx + u * 0.55} ${h} Z" fill="${c4}"/>`);
      parts.push(`<path d="M ${cx - u * 0.42} ${h} Q ${cx - u * 0.2} ${fy + u * 0.5} ${cx + u * 0.1} ${fy + u * 0.45} L ${cx + u * 0.3} ${h} Z" fill="${c2}" opacity="0.85"/>`);
      parts.push(`<rect x="${cx - u * 0.07}" y="${fy + u * 0.15}" width="${u * 0.14}" height="${u * 0.24}" fill="${shade}"/>`);
      parts.push(`<ellipse cx="${cx}" cy="${fy - u * 0.02}" rx="${u * 0.24}" ry="${u * 0.3}" fill="#1c1412"/>`);
      parts.push(`<ellipse cx="${cx}" cy="${fy + u * 0.02}" rx="${u * 0.17}" ry="${u * 0.22}" fill="${skin}"/>`);
      parts.push(`<ellipse cx="${cx - u * 0.17}" cy="${fy + u * 0.03}" rx="${u * 0.025}" ry="${u * 0.045}" fill="${shade}"/>`);
      parts.push(`<ellipse cx="${cx + u * 0.17}" cy="${fy + u * 0.03}" rx="${u * 0.025}" ry="${u * 0.045}" fill="${shade}"/>`);
      // Hair parted over the forehead.
      parts.push(`<path d="M ${cx - u * 0.18} ${fy - u * 0.02} Q ${cx - u * 0.16} ${fy - u * 0.24} ${cx} ${fy - u * 0.22} Q ${cx + u * 0.16} ${fy - u * 0.24} ${cx + u * 0.18} ${fy - u * 0.02} Q ${cx + u * 0.1} ${fy - u * 0.16} ${cx} ${fy - u * 0.15} Q ${cx - u * 0.1} ${fy - u * 0.16} ${cx - u * 0.18} ${fy - u * 0.02} Z" fill="#1c1412"/>`);
      // Brows, eyes with a catchlight, nose, mouth, a tika.
      for (const side of [-1, 1]) {
        const ex = cx + side * u * 0.07;
        parts.push(`<path d="M ${ex - u * 0.04} ${fy - u * 0.045} Q ${ex} ${fy - u * 0.065} ${ex + u * 0.04} ${fy - u * 0.045}" stroke="#2a1a14" stroke-width="${u * 0.012}" fill="none" stroke-linecap="round"/>`);
        parts.push(`<ellipse cx="${ex}" cy="${fy}" rx="${u * 0.032}" ry="${u * 0.016}" fill="#f5ede4"/>`);
        parts.push(`<circle cx="${ex}" cy="${fy}" r="${u * 0.013}" fill="#2a1a14"/>`);
        parts.push(`<circle cx="${ex + u * 0.004}" cy="${fy - u * 0.004}" r="${u * 0.0035}" fill="#fff"/>`);
      }
      parts.push(`<path d="M ${cx} ${fy + u * 0.01} Q ${cx - u * 0.02} ${fy + u * 0.08} ${cx - u * 0.01} ${fy + u * 0.095} Q ${cx + u * 0.015} ${fy + u * 0.1} ${cx + u * 0.025} ${fy + u * 0.09}" stroke="${shade}" stroke-width="${u * 0.008}" fill="none" stroke-linecap="round"/>`);
      parts.push(`<path d="M ${cx - u * 0.05} ${fy + u * 0.14} Q ${cx} ${fy + u * 0.165} ${cx + u * 0.05} ${fy + u * 0.14} Q ${cx} ${fy + u * 0.15} ${cx - u * 0.05} ${fy + u * 0.14} Z" fill="#8e3b32" stroke="#8e3b32" stroke-width="${u * 0.006}"/>`);
      parts.push(`<circle cx="${cx}" cy="${fy - u * 0.085}" r="${u * 0.011}" fill="#b91c1c"/>`);
      // Light from the left.
      parts.push(`<ellipse cx="${cx + u * 0.08}" cy="${fy + u * 0.04}" rx="${u * 0.1}" ry="${u * 0.19}" fill="${shade}" opacity="0.28"/>`);
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
  return { defs: sky, body: parts.join("") };
}

/** How a demo work is made: paint on canvas, pencil or charcoal on paper, or a digital painting. */
export type DemoStyle = "painting" | "sketch" | "digital";

/**
 * Brush marks: short curved strokes of light and shade (not new colours), mostly following
 * the horizon, so each area keeps its hue and gains the texture of a loaded brush.
 */
function brushStrokes(r: () => number, w: number, h: number, count: number, width: number): string {
  const strokes: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = r() * w;
    const y = r() * h;
    const len = width * (2 + r() * 4);
    const angle = (r() - 0.5) * 0.9 + (r() < 0.2 ? Math.PI / 2 : 0);
    const x2 = x + Math.cos(angle) * len;
    const y2 = y + Math.sin(angle) * len;
    const bend = (r() - 0.5) * len * 0.4;
    const light = r() < 0.5;
    strokes.push(
      `<path d="M ${x.toFixed(1)} ${y.toFixed(1)} Q ${((x + x2) / 2 + bend).toFixed(1)} ${((y + y2) / 2 - bend).toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="${light ? "#fff8ec" : "#1a1410"}" stroke-width="${(width * (0.6 + r())).toFixed(1)}" stroke-linecap="round" fill="none" opacity="${(0.03 + r() * 0.06).toFixed(3)}"/>`,
    );
  }
  return strokes.join("");
}

/** Pencil hatching: bundles of thin parallel lines. */
function hatching(r: () => number, w: number, h: number, count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = r() * w;
    const y = h * 0.3 + r() * h * 0.7;
    const len = w * (0.03 + r() * 0.05);
    const n = 4 + Math.floor(r() * 6);
    for (let k = 0; k < n; k++) {
      const dx = k * w * 0.007;
      lines.push(`<line x1="${(x + dx).toFixed(1)}" y1="${y.toFixed(1)}" x2="${(x + dx + len * 0.6).toFixed(1)}" y2="${(y - len).toFixed(1)}" stroke="#3a342e" stroke-width="${(w * 0.0015).toFixed(2)}" stroke-linecap="round" opacity="${(0.15 + r() * 0.3).toFixed(2)}"/>`);
    }
  }
  return lines.join("");
}

/** Canvas weave or paper grain (grey noise around mid-grey), made once per kind at full size and cut to each image. */
const GRAIN_SIZE = 1200;
const grainCache = new Map<string, Promise<Buffer>>();
async function grain(w: number, h: number, kind: "canvas" | "paper"): Promise<Buffer> {
  let made = grainCache.get(kind);
  if (!made) {
    const frequency = kind === "canvas" ? "0.7 0.12" : "0.35";
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${GRAIN_SIZE}" height="${GRAIN_SIZE}"><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="7"/><feColorMatrix type="saturate" values="0"/></filter><rect width="${GRAIN_SIZE}" height="${GRAIN_SIZE}" filter="url(#n)"/></svg>`;
    made = sharp(Buffer.from(svg)).greyscale().linear(kind === "canvas" ? 0.5 : 0.35, kind === "canvas" ? 64 : 83).raw().toBuffer();
    grainCache.set(kind, made);
  }
  return sharp(await made, { raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 1 } })
    .extract({ left: 0, top: 0, width: Math.min(w, GRAIN_SIZE), height: Math.min(h, GRAIN_SIZE) })
    .resize(w, h, { fit: "fill" })
    .png()
    .toBuffer();
}

/**
 * A demo artwork: the motif drawn as SVG, then made to read as a real work. A painting gets
 * brush marks, softened into paint (a median filter) and laid on canvas weave; a sketch becomes
 * pencil on warm paper (greyscale dodge, hatching, a margin); a digital painting keeps crisp
 * edges with a soft light and a fine grain.
 */
export async function demoImage(
  motif: Motif,
  palette: [string, string, string, string],
  seed: string,
  size: { width: number; height: number } = { width: 1200, height: 900 },
  style: DemoStyle = "painting",
): Promise<Buffer> {
  const r = rng(seed);
  const w = size.width;
  const h = size.height;
  const { defs, body } = motifSvg(motif, palette, r, w, h);
  const svg = (inner: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${inner}</svg>`);

  if (style === "sketch") {
    // Pencil: the greyscale picture dodged by its own blurred negative leaves the edges as lines.
    const grey = await sharp(svg(`<rect width="${w}" height="${h}" fill="#fff"/>${body}`)).greyscale().png().toBuffer();
    const negative = await sharp(grey).negate({ alpha: false }).blur(3).png().toBuffer();
    const lines = await sharp(grey).composite([{ input: negative, blend: "colour-dodge" }]).png().toBuffer();
    const shading = await sharp(grey).linear(0.45, 150).png().toBuffer();
    const m = Math.round(Math.min(w, h) * 0.06);
    const full = await sharp(lines)
      .composite([{ input: shading, blend: "multiply" }, { input: svg(hatching(r, w, h, 60)), blend: "multiply" }])
      .png()
      .toBuffer();
    const drawing = await sharp(full).resize(w - 2 * m, h - 2 * m).png().toBuffer();
    return sharp({ create: { width: w, height: h, channels: 3, background: "#efe7d8" } })
      .composite([
        { input: drawing, left: m, top: m, blend: "multiply" },
        { input: await grain(w, h, "paper"), blend: "soft-light" },
      ])
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer();
  }

  if (style === "digital") {
    const glow = `<radialGradient id="glow" cx="${(0.3 + r() * 0.4).toFixed(2)}" cy="0.3" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
    const picture = svg(`<defs>${glow}</defs>${body}${brushStrokes(r, w, h, 120, w * 0.01)}<rect width="${w}" height="${h}" fill="url(#glow)"/>`);
    return sharp(picture)
      .composite([{ input: await grain(w, h, "paper"), blend: "soft-light" }])
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
  }

  // Paint: brush marks, then a median filter merges them into dabs of colour, then canvas.
  const painted = await sharp(svg(`${body}${brushStrokes(r, w, h, 450, w * 0.016)}`))
    .median(5)
    .png()
    .toBuffer();
  return sharp(painted)
    .composite([{ input: await grain(w, h, "canvas"), blend: "overlay" }])
    .modulate({ saturation: 1.05 })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

/** Pixel size of a demo image in the shape of the work's listed dimensions ('24" x 18"': width x height), longest side 1000 by default (enough for a demo, quick to make). */
export function demoImageSize(dimensions: string, longest = 1000): { width: number; height: number } {
  const match = /(\d+(?:\.\d+)?)\D+?(\d+(?:\.\d+)?)/.exec(dimensions);
  const w = match ? Number(match[1]) : 4;
  const h = match ? Number(match[2]) : 3;
  return w >= h ? { width: longest, height: Math.round((longest * h) / w) } : { width: Math.round((longest * w) / h), height: longest };
}
