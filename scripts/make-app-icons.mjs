// Draws the installable app's PNG icons (apps/web/public/icons) from their SVG sources with sharp:
// `node scripts/make-app-icons.mjs` after changing an SVG; the PNGs are committed (docs/installable-app.md).
import path from "node:path";
import sharp from "sharp";

const dir = path.resolve(import.meta.dirname, "../apps/web/public/icons");
const icons = [
  ["app-icon.svg", "icon-192.png", 192],
  ["app-icon.svg", "icon-512.png", 512],
  ["app-icon-maskable.svg", "maskable-192.png", 192],
  ["app-icon-maskable.svg", "maskable-512.png", 512],
  // iOS puts its own rounded corners on a full square.
  ["app-icon-maskable.svg", "apple-touch-icon.png", 180],
];
for (const [source, target, size] of icons) {
  const { size: bytes } = await sharp(path.join(dir, source), { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(dir, target));
  console.log(`${target}: ${size}×${size}, ${bytes} bytes`);
}
