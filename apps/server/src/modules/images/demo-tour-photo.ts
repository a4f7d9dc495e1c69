/**
 * The demo tours' photos: illustrations drawn with sharp from an SVG like the demo hotels' (no
 * network, no stock photos), each with a "DEMO" mark. Scene 1 is the destination: a shrine's golden
 * dome between two minarets for a pilgrimage, a skyline by the water for a holiday; scene 2 the
 * tour's hotel and scene 3 its room (the demo hotels' scenes).
 */

import { renderDemoPhoto } from "./demo-photo";
import { loadSharp } from "./sharp-library";

export interface DemoTourPhotoSpec {
  /** The tour's title (Latin letters: the picture's text is drawn with the system's sans font). */
  title: string;
  /** The destination's name in English (the hotel's sign). */
  city: string;
  /** A second line (the city, days and nights). */
  subtitle: string;
  /** 0–359: the tour's colour. */
  hue: number;
  pilgrimage: boolean;
  /** The hotels' class, for the hotel scene's sign. */
  hotelStars: number;
}

const WIDTH = 1200;
const HEIGHT = 800;
const FONT = "DejaVu Sans, Liberation Sans, sans-serif";

const xmlText = (text: string) => text.slice(0, 60).replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

function sky(hue: number, evening: boolean): string {
  const top = evening ? hsl(hue + 220, 55, 35) : hsl(hue + 200, 60, 62);
  const bottom = evening ? hsl(hue + 20, 80, 72) : hsl(hue + 180, 55, 88);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`;
}

function minaret(x: number, gold: string): string {
  return `<rect x="${x}" y="200" width="44" height="430" fill="#f1e6cf" stroke="#c9b48a" stroke-width="3"/>
  <rect x="${x - 10}" y="300" width="64" height="18" fill="${gold}"/>
  <rect x="${x - 10}" y="420" width="64" height="18" fill="${gold}"/>
  <path d="M${x} 200 L${x + 22} 120 L${x + 44} 200 Z" fill="${gold}"/>`;
}

/** A shrine at dusk: a golden dome on its drum, two minarets, the courtyard's wall and pilgrims. */
function shrine(spec: DemoTourPhotoSpec): string {
  const gold = "#e2b44a";
  const tile = hsl(spec.hue + 190, 55, 45);
  const pilgrims = Array.from({ length: 14 }, (_, i) => {
    const x = 80 + i * 78 + ((i * 37) % 23);
    return `<circle cx="${x}" cy="690" r="11" fill="#2b2b2b"/><rect x="${x - 13}" y="700" width="26" height="46" rx="10" fill="${i % 3 ? "#1e1e1e" : "#3b2f2f"}"/>`;
  }).join("");
  return `${sky(spec.hue, true)}
  <circle cx="980" cy="150" r="46" fill="#fff4c2" fill-opacity="0.85"/>
  <rect x="0" y="620" width="${WIDTH}" height="180" fill="#d9ccb2"/>
  ${minaret(300, gold)}${minaret(856, gold)}
  <rect x="430" y="420" width="340" height="210" fill="${tile}"/>
  <path d="M470 630 L470 520 Q600 440 730 520 L730 630 Z" fill="${hsl(spec.hue + 190, 45, 30)}"/>
  <rect x="455" y="360" width="290" height="70" fill="${tile}" stroke="${gold}" stroke-width="6"/>
  <path d="M460 365 Q460 170 600 150 Q740 170 740 365 Z" fill="${gold}"/>
  <rect x="596" y="90" width="8" height="62" fill="${gold}"/><circle cx="600" cy="86" r="10" fill="${gold}"/>
  <rect x="0" y="600" width="${WIDTH}" height="28" fill="#cdbd9c"/>
  ${pilgrims}
  <text x="600" y="790" font-family="${FONT}" font-size="26" fill="#3a3326" text-anchor="middle">${xmlText(spec.subtitle)}</text>`;
}

/** A city by the water: towers of different heights, one tall, their lights, a boat. */
function skyline(spec: DemoTourPhotoSpec): string {
  const towers = Array.from({ length: 11 }, (_, i) => {
    const height = 140 + ((i * 97 + spec.hue) % 220);
    const width = 70 + ((i * 31) % 40);
    const x = 40 + i * 105;
    const lights = Array.from(
      { length: Math.floor(height / 40) },
      (_, row) =>
        `<rect x="${x + 12}" y="${560 - height + 20 + row * 40}" width="${width - 24}" height="10" fill="#fff3c4" fill-opacity="${(row + i) % 3 ? 0.35 : 0.8}"/>`,
    ).join("");
    return `<rect x="${x}" y="${560 - height}" width="${width}" height="${height}" fill="${hsl(spec.hue + 210 + i * 6, 25, 30 + (i % 4) * 5)}"/>${lights}`;
  }).join("");
  return `${sky(spec.hue, false)}
  <circle cx="1040" cy="150" r="54" fill="#fff6cf"/>
  <path d="M600 560 L600 120 L612 40 L624 120 L624 560 Z" fill="${hsl(spec.hue + 200, 20, 45)}"/>
  ${towers}
  <rect x="0" y="560" width="${WIDTH}" height="240" fill="${hsl(spec.hue + 190, 55, 45)}"/>
  ${Array.from({ length: 6 }, (_, i) => `<rect x="${60 + i * 190}" y="${600 + (i % 3) * 40}" width="120" height="4" fill="#ffffff" fill-opacity="0.5"/>`).join("")}
  <path d="M760 660 L960 660 L930 700 L790 700 Z" fill="#ffffff"/><rect x="850" y="600" width="6" height="60" fill="#ffffff"/>
  <path d="M856 602 L856 652 L910 652 Z" fill="${hsl(spec.hue, 70, 55)}"/>
  <text x="600" y="780" font-family="${FONT}" font-size="26" fill="#ffffff" text-anchor="middle">${xmlText(spec.subtitle)}</text>`;
}

/** Scene `n` (1: the destination, 2: the hotel, 3: its room; others repeat them) of a demo tour, as a JPEG. */
export async function renderDemoTourPhoto(spec: DemoTourPhotoSpec, n: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const scene = ((n - 1) % 3) + 1;
  if (scene !== 1)
    return renderDemoPhoto(
      {
        title: `${spec.city} Hotel`,
        subtitle: `${"★".repeat(spec.hotelStars)}  ${spec.subtitle}`,
        hue: spec.hue,
      },
      scene - 1,
    );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${spec.pilgrimage ? shrine(spec) : skyline(spec)}
  <rect x="40" y="36" width="${Math.min(1120, 40 + spec.title.length * 22)}" height="64" rx="12" fill="#000000" fill-opacity="0.45"/>
  <text x="64" y="80" font-family="${FONT}" font-size="36" font-weight="bold" fill="#ffffff">${xmlText(spec.title)}</text>
  <g transform="translate(${WIDTH - 190} ${HEIGHT - 70})">
    <rect width="170" height="50" rx="10" fill="#000000" fill-opacity="0.55"/>
    <text x="85" y="34" font-family="${FONT}" font-size="26" font-weight="bold" fill="#ffffff" text-anchor="middle">DEMO</text>
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
