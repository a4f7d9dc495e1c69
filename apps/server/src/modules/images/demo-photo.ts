/**
 * The demo hotels' photos: simple illustrations drawn with sharp from an SVG (no network, no stock
 * photos), honest about being demos. Scene 1 is the building's facade with the hotel's name on its
 * sign, 2 a guest room, 3 the lobby; the colours follow the property (`hue`), and every picture
 * carries a "DEMO" mark. Drawn once when first read, then stored like an uploaded photo.
 */
import { loadSharp } from "./sharp-library";

export interface DemoPhotoSpec {
  /** The hotel's name (Latin letters: the picture's text is drawn with the system's sans font). */
  title: string;
  /** A second line (the stars and the city). */
  subtitle: string;
  /** 0–359: the property's colour. */
  hue: number;
}

const WIDTH = 1200;
const HEIGHT = 800;

const xmlText = (text: string) => text.slice(0, 60).replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

function facade({ title, subtitle, hue }: DemoPhotoSpec): string {
  const wall = hsl(hue, 35, 78);
  const trim = hsl(hue, 40, 38);
  const windows: string[] = [];
  for (let floor = 0; floor < 5; floor += 1)
    for (let col = 0; col < 7; col += 1) {
      const lit = (floor * 7 + col + hue) % 5 === 0;
      windows.push(
        `<rect x="${262 + col * 98}" y="${236 + floor * 78}" width="52" height="50" rx="4" fill="${lit ? "#ffe9a8" : hsl(hue + 180, 30, 62)}" stroke="${trim}" stroke-width="4"/>`,
      );
    }
  return `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hsl(hue + 200, 60, 62)}"/><stop offset="1" stop-color="${hsl(hue + 180, 55, 88)}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="1040" cy="120" r="56" fill="#fff4c2"/>
  <rect x="0" y="660" width="${WIDTH}" height="140" fill="${hsl(hue + 90, 18, 45)}"/>
  <rect x="0" y="690" width="${WIDTH}" height="110" fill="#8a8f96"/>
  <rect x="220" y="120" width="760" height="560" fill="${wall}" stroke="${trim}" stroke-width="6"/>
  <rect x="200" y="104" width="800" height="28" fill="${trim}"/>
  <rect x="300" y="136" width="600" height="74" rx="8" fill="${trim}"/>
  <text x="600" y="186" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="40" font-weight="bold" fill="#ffffff" text-anchor="middle">${xmlText(title)}</text>
  ${windows.join("")}
  <rect x="530" y="620" width="140" height="60" fill="${hsl(hue, 30, 25)}"/>
  <rect x="480" y="600" width="240" height="18" fill="${trim}"/>
  <circle cx="170" cy="610" r="60" fill="${hsl(120, 35, 38)}"/><rect x="162" y="640" width="16" height="50" fill="#6b4a2b"/>
  <circle cx="1040" cy="610" r="60" fill="${hsl(120, 35, 38)}"/><rect x="1032" y="640" width="16" height="50" fill="#6b4a2b"/>
  <text x="40" y="760" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="28" fill="#ffffff">${xmlText(subtitle)}</text>`;
}

function room({ title, hue }: DemoPhotoSpec): string {
  const wall = hsl(hue + 30, 30, 86);
  const cover = hsl(hue, 45, 50);
  return `
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${wall}"/>
  <rect x="0" y="560" width="${WIDTH}" height="240" fill="${hsl(hue + 20, 25, 55)}"/>
  <rect x="760" y="110" width="320" height="300" fill="${hsl(hue + 200, 60, 75)}" stroke="#ffffff" stroke-width="14"/>
  <line x1="920" y1="110" x2="920" y2="410" stroke="#ffffff" stroke-width="10"/>
  <rect x="720" y="90" width="50" height="360" fill="${hsl(hue, 35, 60)}"/><rect x="1070" y="90" width="50" height="360" fill="${hsl(hue, 35, 60)}"/>
  <rect x="150" y="300" width="500" height="110" rx="12" fill="${hsl(hue, 30, 35)}"/>
  <rect x="120" y="400" width="560" height="170" rx="16" fill="#fbfbf8"/>
  <rect x="120" y="450" width="560" height="120" rx="16" fill="${cover}"/>
  <rect x="170" y="360" width="190" height="70" rx="30" fill="#ffffff"/><rect x="440" y="360" width="190" height="70" rx="30" fill="#ffffff"/>
  <rect x="100" y="560" width="600" height="30" fill="${hsl(hue, 30, 30)}"/>
  <rect x="700" y="470" width="90" height="100" fill="${hsl(hue, 25, 40)}"/>
  <rect x="728" y="400" width="34" height="70" fill="#d8c8a0"/><path d="M705 400 L785 400 L765 340 L725 340 Z" fill="#fff1c6"/>
  <rect x="300" y="130" width="200" height="130" fill="${hsl(hue + 150, 35, 60)}" stroke="${hsl(hue, 30, 35)}" stroke-width="8"/>
  <text x="600" y="740" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#ffffff" text-anchor="middle">${xmlText(title)}</text>`;
}

function lobby({ title, hue }: DemoPhotoSpec): string {
  const wall = hsl(hue + 40, 28, 80);
  return `
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${wall}"/>
  <rect x="0" y="540" width="${WIDTH}" height="260" fill="${hsl(hue + 40, 12, 62)}"/>
  ${Array.from({ length: 7 }, (_, i) => `<line x1="${i * 200}" y1="540" x2="${i * 260 - 180}" y2="800" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`).join("")}
  <rect x="300" y="140" width="600" height="90" rx="10" fill="${hsl(hue, 40, 35)}"/>
  <text x="600" y="200" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="40" font-weight="bold" fill="#ffffff" text-anchor="middle">${xmlText(title)}</text>
  <text x="600" y="290" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="${hsl(hue, 40, 30)}" text-anchor="middle">Reception</text>
  <rect x="330" y="400" width="540" height="160" rx="14" fill="${hsl(hue, 35, 42)}"/>
  <rect x="310" y="380" width="580" height="30" rx="8" fill="${hsl(hue, 25, 25)}"/>
  <circle cx="600" cy="90" r="24" fill="#fff6cf"/><line x1="600" y1="0" x2="600" y2="66" stroke="#555" stroke-width="4"/>
  <rect x="90" y="440" width="70" height="120" fill="#7a5a3a"/><circle cx="125" cy="400" r="80" fill="${hsl(125, 40, 36)}"/>
  <rect x="1040" y="440" width="70" height="120" fill="#7a5a3a"/><circle cx="1075" cy="400" r="80" fill="${hsl(125, 40, 36)}"/>`;
}

const SCENES = [facade, room, lobby] as const;

/** Scene `n` (1: facade, 2: room, 3: lobby; others repeat them) of a demo hotel, as a JPEG. */
export async function renderDemoPhoto(spec: DemoPhotoSpec, n: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const scene = SCENES[(n - 1) % SCENES.length] ?? facade;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${scene(spec)}
  <g transform="translate(${WIDTH - 190} ${HEIGHT - 70})">
    <rect width="170" height="50" rx="10" fill="#000000" fill-opacity="0.55"/>
    <text x="85" y="34" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="26" font-weight="bold" fill="#ffffff" text-anchor="middle">DEMO</text>
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
