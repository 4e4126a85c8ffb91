/**
 * The word filter's matching (issue 25): case-insensitive, and blind to the script, so that an
 * entry written in Cyrillic catches the same word in Latin and the other way round (Uzbek is
 * written in both; Russian words are often typed in Latin), and a word that mixes look-alike
 * letters of both scripts (Latin `a`, `o`, `e`, `c`, `p` in a Cyrillic word) is caught too.
 *
 * Both the text and each entry are folded to one skeleton: lowercased, NFKC, Cyrillic
 * transliterated to Latin (Uzbek's official table, plus Russian letters), apostrophes and marks
 * dropped, look-alikes and sound-alikes merged (`x`/`h`, `c`/`s`, `q`/`k`, `w`/`v`, `y`/`i`,
 * letters repeated to stretch a word once), then split into words. An entry matches when its words
 * appear in a row in the text, each word matching at its start (so an entry catches the word's
 * endings: Uzbek and Russian inflect words by suffixes).
 */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ғ: 'g',
  д: 'd',
  е: 'e',
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
  ў: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ҳ: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'i',
  є: 'e',
};

/** Sounds and shapes the two scripts spell differently, merged after transliteration. */
const MERGE: [RegExp, string][] = [
  [/h/g, 'x'],
  [/c(?!h)/g, 's'],
  [/q/g, 'k'],
  [/w/g, 'v'],
  [/y/g, 'i'],
  [/(.)\1+/g, '$1'],
];

/** Apostrophes of Uzbek Latin (o‘, g‘, the hard sign ’) and combining marks: dropped. */
const DROPPED = /['`ʻʼ‘’]|\p{M}/gu;

/** Latin letters that look like Cyrillic ones (upper and lower case), and back. */
const LATIN_TO_CYRILLIC: Record<string, string> = {
  A: 'А',
  a: 'а',
  B: 'В',
  C: 'С',
  c: 'с',
  E: 'Е',
  e: 'е',
  H: 'Н',
  K: 'К',
  k: 'к',
  M: 'М',
  O: 'О',
  o: 'о',
  P: 'Р',
  p: 'р',
  T: 'Т',
  X: 'Х',
  x: 'х',
  Y: 'У',
  y: 'у',
};
const CYRILLIC_TO_LATIN = Object.fromEntries(
  Object.entries(LATIN_TO_CYRILLIC).map(([latin, cyrillic]) => [cyrillic, latin]),
);
const IS_CYRILLIC = /\p{Script=Cyrillic}/u;
const IS_LATIN = /\p{Script=Latin}/u;

/**
 * A word that mixes the scripts written in its main one: look-alike letters of the other script
 * (a Latin `p` in a Cyrillic word) become the letters they pretend to be.
 */
function oneScript(word: string): string {
  const letters = [...word];
  const cyrillic = letters.filter((ch) => IS_CYRILLIC.test(ch)).length;
  const latin = letters.filter((ch) => IS_LATIN.test(ch)).length;
  if (!cyrillic || !latin) return word;
  const table = cyrillic >= latin ? LATIN_TO_CYRILLIC : CYRILLIC_TO_LATIN;
  return letters.map((ch) => table[ch] ?? ch).join('');
}

/** The words of `text` in the skeleton both scripts share. */
export function skeletonWords(text: string): string[] {
  const unmixed = text.normalize('NFKC').replace(/[\p{L}\p{M}'`ʻʼ‘’]+/gu, oneScript);
  let latin = '';
  for (const ch of unmixed.toLowerCase()) latin += CYRILLIC[ch] ?? ch;
  let folded = latin.normalize('NFD').replace(DROPPED, '').normalize('NFC');
  for (const [pattern, to] of MERGE) folded = folded.replace(pattern, to);
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** A compiled list: each entry with its words. */
export interface WordFilter {
  entries: { word: string; parts: string[] }[];
}

export function compileFilter(words: readonly string[]): WordFilter {
  return {
    entries: words
      .map((word) => ({ word, parts: skeletonWords(word) }))
      .filter((entry) => entry.parts.length > 0),
  };
}

/** The first entry of `filter` that `text` contains, or null. */
export function matchFilter(filter: WordFilter, text: string): string | null {
  if (filter.entries.length === 0) return null;
  const words = skeletonWords(text);
  for (const { word, parts } of filter.entries) {
    for (let i = 0; i + parts.length <= words.length; i++) {
      if (parts.every((part, j) => words[i + j]?.startsWith(part))) return word;
    }
  }
  return null;
}

/**
 * The list as a moderator wrote it, tidied: trimmed, blank lines and repeats (by skeleton)
 * dropped, in the order given.
 */
export function tidyWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of words) {
    const word = raw.trim().replace(/\s+/g, ' ');
    const key = skeletonWords(word).join(' ');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    kept.push(word);
  }
  return kept;
}
