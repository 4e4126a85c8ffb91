// The installable app's icons (issue 28): PNGs made from the logo (public/favicon.svg) with sharp,
// committed in public/icons/. Run again after the logo changes: node scripts/make-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'public', 'icons');
mkdirSync(out, { recursive: true });
const logo = readFileSync(join(root, 'public', 'favicon.svg'));

for (const size of [192, 512]) {
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, `icon-${size}.png`));
}

// Maskable: the mark inside the safe zone (the middle 80 %), the brand colour to every edge, as
// launchers crop the icon to their own shape.
const maskable = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b3d91"/>' +
    '<circle cx="32" cy="32" r="11" fill="none" stroke="#fff" stroke-width="4.8"/><circle cx="32" cy="32" r="4" fill="#f5b400"/></svg>',
);
await sharp(maskable, { density: (72 * 512) / 64 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(join(out, 'icon-maskable-512.png'));
console.log(`icons written to ${out}`);
