import { contrast, hsl } from '@core/color';

/**
 * A channel's mark while it has no logo (issue 24): its initials in the page's script, drawn on the
 * channel's brand colour. The newsroom uploads a logo later; until then the name the page shows
 * (Cyrillic on `uz` and `ru` pages, Latin on `oz` and `en`) gives the letters, never a picture
 * with the letters of one script burned in.
 */

/** Uzbek Latin letters written with two characters: a monogram keeps them whole. */
const DIGRAPH = /^(?:sh|ch|ng|[og][ʻ'‘`])/i;

/** A short word in small letters between two words: «ва», «va», «и», «and», «of». */
const CONNECTIVE = /^\p{Ll}{1,3}$/u;

/**
 * Initials of a channel's name: the first letter of its first two words (connectives such as
 * «ва», «va», «и», «and», which start with a small letter, are skipped) and a number kept whole:
 * «Ўзбекистон 24» → «Ў24», «Маданият ва маърифат» → «ММ», «Oʻzbekiston» → «Oʻ», «Sport» → «S».
 */
export function monogram(name: string): string {
  const words = name.split(/[\s\-–—]+/).filter(Boolean);
  const numbers = words.filter((w) => /^\d+$/.test(w));
  const named = words.filter((w, i) => !/^\d+$/.test(w) && !(i > 0 && CONNECTIVE.test(w)));
  const letters = named.slice(0, numbers.length > 0 ? 1 : 2).map((w) => {
    const digraph = DIGRAPH.exec(w)?.[0];
    const first = digraph ?? Array.from(w)[0] ?? '';
    return first.charAt(0).toLocaleUpperCase() + first.slice(1).toLocaleLowerCase();
  });
  const mark = letters.join('') + (numbers[0] ?? '');
  return mark || Array.from(name.trim())[0]?.toLocaleUpperCase() || '?';
}

export { contrast } from '@core/color';

export const INK_LIGHT = '#ffffff';
export const INK_DARK = '#000000';

/**
 * The letters' colour on a brand colour: white or black, whichever reads better. One of the two
 * is always at least 4.58:1 on any colour (the worst colour sits where both are equal).
 */
export function inkOn(color: string): string {
  return contrast(INK_LIGHT, color) >= contrast(INK_DARK, color) ? INK_LIGHT : INK_DARK;
}

/** A channel's colour when the newsroom has set none: a hue drawn from its id, the same everywhere. */
export function colorOf(id: string, color?: string | null): string {
  if (color && /^#[0-9a-fA-F]{6}$/.test(color)) return color.toLowerCase();
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hsl(hash % 360, 0.55, 0.34);
}
