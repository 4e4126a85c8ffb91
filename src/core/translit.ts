/**
 * Script folding for search (decision 037): Uzbek is written in Cyrillic and in Latin, and many
 * visitors type Russian. `latin()` transliterates any of them into Uzbek Latin (the official 1995
 * alphabet, apostrophes made one); `foldKey()` goes further, to a lossy key where the three meet:
 * "Ёшлар", "yoshlar" and "Ешлар" give one key, "Ўзбекистон", "O‘zbekiston" and "Узбекистан"
 * another. The server folds documents and queries with it; the browser may use `foldKey` with
 * `foldedSpans` to highlight what matched.
 */

/** Every apostrophe a visitor may type for the Uzbek tutuq belgisi and the o‘ / g‘ letters. */
export const APOSTROPHES = /[\u02BB\u02BC\u0027\u0060\u2018\u2019\u02B9\u00B4]/g;

/** Cyrillic letters (Uzbek and Russian) in Uzbek Latin; `е` is handled apart (ye/e). */
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ғ: "g'",
  д: 'd',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  қ: 'q',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ў: "o'",
  ф: 'f',
  х: 'x',
  ҳ: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: "'",
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ә: 'a',
  ө: 'o',
  ү: 'u',
  ң: 'n',
};

const VOWELS = new Set(['а', 'е', 'ё', 'и', 'о', 'у', 'ў', 'э', 'ю', 'я', 'ы', 'ъ', 'ь']);

/**
 * Lower-case Uzbek Latin of any text: Cyrillic transliterated letter by letter (`е` is `ye` at a
 * word's start and after a vowel or a sign, else `e`), every apostrophe variant made `'`, Latin
 * accents dropped. Characters other than letters and digits are kept as they are.
 */
export function latin(input: string): string {
  const text = input.normalize('NFC').toLowerCase().replace(APOSTROPHES, "'");
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === 'е') {
      const prev = i > 0 ? (text[i - 1] as string) : ' ';
      out += /[\p{L}]/u.test(prev) && !VOWELS.has(prev) ? 'e' : 'ye';
      continue;
    }
    const mapped = CYRILLIC[ch];
    out += mapped ?? ch;
  }
  // Latin accents (é, ñ, ş, ğ…): decomposed and the marks dropped; Cyrillic is already gone.
  return out.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The search key of a text: `latin()` folded further so Uzbek Latin, Uzbek Cyrillic and Russian
 * meet. o‘ → u (ў, Russian у), g‘ → g, other apostrophes dropped; yo, ye → e (ё written е, Е read e or ye); q → k;
 * x, kh → h (ҳ and х are one letter in Russian); ts, c → s; w → v; o → a (Тошкент / Ташкент);
 * doubled letters once; anything but letters and digits a single space.
 */
export function foldKey(input: string): string {
  return latin(input)
    .replace(/o'/g, 'u')
    .replace(/g'/g, 'g')
    .replace(/'/g, '')
    .replace(/y[oe]/g, 'e')
    .replace(/kh/g, 'h')
    .replace(/[xh]/g, 'h')
    .replace(/q/g, 'k')
    .replace(/ts|c(?!h)/g, 's')
    .replace(/w/g, 'v')
    .replace(/o/g, 'a')
    .replace(/([\p{L}])\1+/gu, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The exact text of an entry for the "exact script" switch: lower case, NFC, apostrophes made
 * one, runs of space one; no transliteration.
 */
export function exactKey(input: string): string {
  return input.normalize('NFC').toLowerCase().replace(APOSTROPHES, "'").replace(/\s+/g, ' ').trim();
}

/**
 * Where the words of `query` occur in `text`, compared word by word as the search compares them
 * (decision 037): each word of `text` is folded (`foldKey`) and matched when its key contains the
 * key of a query word; a query word of two letters (no trigram of its own: the search takes word
 * prefixes only) matches the start of a word. So a Latin query marks Cyrillic words and the
 * other way round. With `exact` (the "exact script" switch) words are compared as written
 * (`exactKey`), without transliteration. Answers [start, end) character ranges of `text` for
 * <mark>; none when nothing matched.
 */
export function foldedSpans(text: string, query: string, { exact = false } = {}): [number, number][] {
  const key = exact ? (word: string) => exactKey(word).replace(/[^\p{L}\p{N}']+/gu, '') : foldKey;
  const words = (exact ? exactKey(query).split(/[^\p{L}\p{N}']+/u) : foldKey(query).split(' ')).filter(
    (w) => w.length >= 2,
  );
  if (words.length === 0) return [];
  const spans: [number, number][] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}\u02BB\u02BC'`\u2018\u2019-]+/gu)) {
    const word = key(match[0]).replace(/ /g, '');
    if (!word) continue;
    if (words.some((w) => (w.length < 3 ? word.startsWith(w) : word.includes(w)))) {
      const start = match.index ?? 0;
      spans.push([start, start + match[0].length]);
    }
  }
  return spans;
}

/** `text` cut into plain and matched parts (for rendering <mark> without HTML strings). */
export function highlightParts(
  text: string,
  query: string,
  options: { exact?: boolean } = {},
): { text: string; mark: boolean }[] {
  const parts: { text: string; mark: boolean }[] = [];
  let at = 0;
  for (const [start, end] of foldedSpans(text, query, options)) {
    if (start > at) parts.push({ text: text.slice(at, start), mark: false });
    parts.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return parts;
}
