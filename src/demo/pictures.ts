import { hsl } from '@core/color';
import { random } from './content';

/**
 * The demo pictures' drawings (demo-library.ts names and sizes them; seed.ts writes them under
 * the uploads' `demo/`): plain SVG, no external reference, deterministic per seed.
 */

/** Picture sizes: broadcasts, news and slides 16:9, people 3:4. */
export const WIDE = { width: 640, height: 360 } as const;
export const PORTRAIT = { width: 300, height: 400 } as const;

/** Text made safe inside SVG and HTML elements and attribute values. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A 16:9 picture: a two-colour gradient with a few soft shapes placed by `seed` (a skyline, hills
 * or circles), so each looks its own. No text in it: a title is the page's, in the page's language,
 * over the picture (issue 24); `label` is the picture's own description.
 */
export function widePicture(seed: string, hue: number, label: string = seed): string {
  const rnd = random(seed);
  const { width: w, height: h } = WIDE;
  const from = hsl(hue + (rnd() - 0.5) * 30, 0.6, 0.28);
  const to = hsl(hue + 35 + (rnd() - 0.5) * 30, 0.65, 0.48);
  const light = hsl(hue + 180, 0.5, 0.85);
  const shapes: string[] = [];
  const motif = Math.floor(rnd() * 3);
  if (motif === 0) {
    // A skyline of towers.
    let x = 0;
    while (x < w) {
      const bw = 30 + Math.floor(rnd() * 50);
      const bh = 60 + Math.floor(rnd() * 140);
      shapes.push(
        `<rect x="${x}" y="${h - bh}" width="${bw - 4}" height="${bh}" fill="#000" opacity=".22"/>`,
      );
      x += bw;
    }
  } else if (motif === 1) {
    // Rolling hills under a sun.
    const cx = 80 + Math.floor(rnd() * 480);
    shapes.push(
      `<circle cx="${cx}" cy="${90 + Math.floor(rnd() * 60)}" r="46" fill="${light}" opacity=".7"/>`,
    );
    for (let i = 0; i < 3; i++) {
      const y = 240 + i * 40;
      const peak = y - 60 - Math.floor(rnd() * 60);
      shapes.push(
        `<path d="M0 ${y} Q ${160 + Math.floor(rnd() * 320)} ${peak} ${w} ${y - 20} L ${w} ${h} L 0 ${h} Z" fill="#000" opacity="${(0.12 + i * 0.08).toFixed(2)}"/>`,
      );
    }
  } else {
    // Overlapping circles.
    for (let i = 0; i < 6; i++) {
      const r = 30 + Math.floor(rnd() * 110);
      shapes.push(
        `<circle cx="${Math.floor(rnd() * w)}" cy="${Math.floor(rnd() * h)}" r="${r}" fill="${i % 2 ? light : '#fff'}" opacity="${(0.08 + rnd() * 0.12).toFixed(2)}"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(label)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

/** A 3:4 portrait: a silhouette on a coloured ground (no initials: the name is the page's). */
export function portraitPicture(seed: string, name: string): string {
  const rnd = random(seed);
  const { width: w, height: h } = PORTRAIT;
  const hue = Math.floor(rnd() * 360);
  const ground = hsl(hue, 0.45, 0.4);
  const figure = hsl(hue, 0.35, 0.78);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(name)}"><rect width="${w}" height="${h}" fill="${ground}"/><circle cx="150" cy="150" r="68" fill="${figure}"/><path d="M40 400 C 40 280 100 240 150 240 C 200 240 260 280 260 400 Z" fill="${figure}"/></svg>`;
}
