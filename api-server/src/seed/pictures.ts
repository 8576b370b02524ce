/**
 * Demo pictures drawn locally (no network): an SVG per product or store — a gradient in the
 * store's colours, a simple motif, the initials in a medallion and the name on a band — rendered
 * by sharp to an 800×800 WebP, the same format the upload pipeline stores.
 */
import sharp from 'sharp';

export const PICTURE_SIZE = 800;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** "Nambu Cast Iron Teapot" → "NC"; "tokyo_crafts" → "TC". */
export function initialsOf(name: string): string {
  const words = name.split(/[\s_-]+/).map((w) => w.replace(/[^\p{L}]/gu, '')).filter(Boolean);
  return words.slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') || '?';
}

/** One of four background motifs, drawn in translucent white. */
function motif(variant: number): string {
  const s = PICTURE_SIZE;
  switch (variant % 4) {
    case 0: // rings from a corner
      return Array.from({ length: 7 }, (_, i) => `<circle cx="${s}" cy="0" r="${90 + i * 85}" fill="none" stroke="#fff" stroke-opacity="0.13" stroke-width="22"/>`).join('');
    case 1: // diagonal stripes
      return Array.from({ length: 12 }, (_, i) => `<rect x="${-s + i * 140}" y="-200" width="46" height="${s * 2}" fill="#fff" fill-opacity="0.09" transform="rotate(35 ${s / 2} ${s / 2})"/>`).join('');
    case 2: // dot grid
      return Array.from({ length: 64 }, (_, i) => `<circle cx="${50 + (i % 8) * 100}" cy="${50 + Math.floor(i / 8) * 100}" r="${10 + ((i * 7) % 5) * 3}" fill="#fff" fill-opacity="0.12"/>`).join('');
    default: // waves
      return Array.from({ length: 6 }, (_, i) => {
        const y = 120 + i * 120;
        return `<path d="M0 ${y} C 130 ${y - 60}, 270 ${y + 60}, 400 ${y} S 670 ${y - 60}, 800 ${y}" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="18"/>`;
      }).join('');
  }
}

/** Shrinks long captions so they fit the band. */
function captionSize(caption: string): number {
  return caption.length <= 22 ? 40 : caption.length <= 30 ? 32 : 26;
}

export function pictureSvg(options: { title: string; caption: string; palette: [string, string]; variant: number }): string {
  const { title, caption, palette, variant } = options;
  const s = PICTURE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette[0]}"/>
      <stop offset="1" stop-color="${palette[1]}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.42" r="0.5">
      <stop offset="0" stop-color="#fff" stop-opacity="0.25"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${s}" height="${s}" fill="url(#bg)"/>
  ${motif(variant)}
  <rect width="${s}" height="${s}" fill="url(#glow)"/>
  <circle cx="400" cy="340" r="200" fill="#fff" fill-opacity="0.92"/>
  <circle cx="400" cy="340" r="182" fill="none" stroke="${palette[0]}" stroke-opacity="0.35" stroke-width="4"/>
  <text x="400" y="340" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="150" fill="${palette[0]}">${escapeXml(initialsOf(title))}</text>
  <rect x="0" y="640" width="${s}" height="110" fill="#000" fill-opacity="0.28"/>
  <text x="400" y="695" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${captionSize(caption)}" fill="#fff">${escapeXml(caption)}</text>
</svg>`;
}

export function renderPicture(options: { title: string; caption: string; palette: [string, string]; variant: number }): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(options))).resize(PICTURE_SIZE, PICTURE_SIZE).webp({ quality: 82 }).toBuffer();
}
