import { CHANNELS } from '@demo/data';
import { NEWS } from '@demo/news';
import { ANCHORS } from '@demo/people';
import { CATEGORIES, PROGRAMMES } from '@demo/programmes';
import { describe, expect, it } from 'vitest';
import { exactKey, foldedSpans, foldKey, highlightParts, latin } from './translit';

/**
 * Golden pairs (decision 037): two spellings a visitor may type for one thing; both fold to one
 * key. Cyrillic ↔ Latin ↔ Russian, the apostrophe variants and ё/е.
 */
const GOLDEN_PAIRS: readonly [string, string][] = [
  ['yoshlar', 'Ёшлар'],
  ['Ешлар', 'Ёшлар'],
  ['ozbekiston', 'Ўзбекистон'],
  ['Узбекистан', 'Ўзбекистон'],
  ['O‘zbekiston', 'Ўзбекистон'],
  ["O'zbekiston", 'O‘zbekiston'],
  ['Oʻzbekiston', 'O’zbekiston'],
  ['O`zbekiston', 'Oʼzbekiston'],
  ['Toshkent', 'Тошкент'],
  ['Ташкент', 'Тошкент'],
  ['Tashkent', 'Toshkent'],
  ['Samarqand', 'Самарқанд'],
  ['Самарканд', 'Samarqand'],
  ['Samarkand', 'Самарқанд'],
  ['Andijon', 'Андижон'],
  ['Андижан', 'Andijon'],
  ['Mahalla', 'Маҳалла'],
  ['Махалла', 'Маҳалла'],
  ['Dunyo bo‘ylab', 'Дунё бўйлаб'],
  ["dunyo bo'ylab", 'Дунё бўйлаб'],
  ['Ko‘ngilochar', 'Кўнгилочар'],
  ['kongilochar', 'Кўнгилочар'],
  ["ko'ngilochar", 'ko`ngilochar'],
  ['Ta’lim', 'Таълим'],
  ['talim', 'Таълим'],
  ["ta'lim", 'Taʼlim'],
  ['Axborot', 'Ахборот'],
  ['Ahborot', 'Axborot'],
  ['Iqtisodiyot', 'Иқтисодиёт'],
  ['iktisodiyot', 'Иқтисодиёт'],
  ['Hujjatli', 'Ҳужжатли'],
  ['Xujjatli', 'Ҳужжатли'],
  ['Madaniyat', 'Маданият'],
  ['Musiqa', 'Мусиқа'],
  ['Музыка', 'muzika'],
  ['ozbekiston radiosi', 'Радио Узбекистан'.split(' ').reverse().join(' ')],
  ['Ahborot', 'Axbrot'],
  ['Bolajon', 'Болажон'],
  ['Navo', 'Наво'],
  ['Oilaviy', 'Оилавий'],
  ['Kinoteatr', 'Кинотеатр'],
  ['Sport', 'Спорт'],
  ['Jamiyat', 'Жамият'],
  ['Yangiliklar', 'Янгиликлар'],
  ['Dilnoza Rahimova', 'Дилноза Раҳимова'],
  ['Dilnoza Rakhimova', 'Дилноза Рахимова'],
  ['Sherzod Karimov', 'Шерзод Каримов'],
  ['Madina Yusupova', 'Мадина Юсупова'],
  ['Toshkent metrosida', 'Тошкент метросида'],
  ['Qabulxona', 'Қабулхона'],
  ['Kabulxona', 'Қабулхона'],
  ['Fikr-mulohaza', 'Фикр-мулоҳаза'],
  ['So‘rovnoma', 'Сўровнома'],
  ["so'rovnoma", 'sorovnoma'.replace('o', 'u')],
  ['G‘alaba', 'Ғалаба'],
  ["g'alaba", 'galaba'],
  ['Суперлига', 'superliga'],
  ['Superliga', 'Суперлига'],
  ['Sayyohlar', 'Сайёҳлар'],
  ['yetkazib', 'етказиб'],
  ['Embergenov', 'Ембергенов'],
  ['choyxona', 'чайхана'],
];

/** pg_trgm's similarity: shared trigrams of the padded words over all of them. */
function trigramSimilarity(a: string, b: string): number {
  const grams = (s: string) => {
    const set = new Set<string>();
    for (const word of s.split(' ').filter(Boolean)) {
      const padded = `  ${word} `;
      for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
    }
    return set;
  };
  const x = grams(a);
  const y = grams(b);
  const shared = [...x].filter((g) => y.has(g)).length;
  return shared / (x.size + y.size - shared);
}

describe('foldKey', () => {
  it.each(GOLDEN_PAIRS)('%s and %s fold to one key, or to keys a trigram apart', (a, b) => {
    expect(foldKey(a).length).toBeGreaterThan(1);
    expect(trigramSimilarity(foldKey(a), foldKey(b))).toBeGreaterThanOrEqual(0.5);
  });

  it('folds most pairs to the very same key', () => {
    const same = GOLDEN_PAIRS.filter(([a, b]) => foldKey(a) === foldKey(b));
    expect(same.length).toBeGreaterThanOrEqual(50);
  });

  it('keeps different words apart', () => {
    expect(foldKey('Sport')).not.toBe(foldKey('Sarvar'));
    expect(foldKey('choy')).not.toBe(foldKey('shoy'));
    expect(foldKey('Ёшлар')).not.toBe(foldKey('Ахборот'));
  });

  it('turns punctuation into single spaces', () => {
    expect(foldKey('  Фикр — мулоҳаза!! ')).toBe('fikr mulahaza');
  });

  it('folds every demo title written in both scripts to one key (but for two spelled apart)', () => {
    const titles = [
      ...[...CHANNELS, ...CATEGORIES, ...PROGRAMMES, ...NEWS].map((e) => e.title),
      ...ANCHORS.map((a) => a.name),
    ];
    const apart = titles.filter((t) => foldKey(t.uz ?? '') !== foldKey(t.oz ?? ''));
    expect(titles.length).toBeGreaterThan(100);
    // "baravar" and "barobar": the two texts say different words.
    expect(apart.map((t) => t.oz)).toEqual(['Samarqandga kelayotgan sayyohlar soni ikki barobar oshdi']);
  });
});

describe('latin', () => {
  it('transliterates Uzbek Cyrillic to the Latin alphabet', () => {
    expect(latin('Ўзбекистон')).toBe("o'zbekiston");
    expect(latin('Ғалаба')).toBe("g'alaba");
    expect(latin('Ешлар ер')).toBe('yeshlar yer');
    expect(latin('метро')).toBe('metro');
    expect(latin('Café')).toBe('cafe');
  });
});

describe('exactKey', () => {
  it('keeps the script and makes apostrophes one', () => {
    expect(exactKey('O‘zbekiston  24')).toBe("o'zbekiston 24");
    expect(exactKey('Ёшлар')).toBe('ёшлар');
  });
});

describe('highlight', () => {
  it('marks the words of any script that match the query', () => {
    expect(foldedSpans('Тошкент метросида учта янги бекат', 'toshkent')).toEqual([[0, 7]]);
    expect(highlightParts('Yoshlar radiosi', 'Ёшлар')).toEqual([
      { text: 'Yoshlar', mark: true },
      { text: ' radiosi', mark: false },
    ]);
    expect(highlightParts('Sport', 'xyz')).toEqual([{ text: 'Sport', mark: false }]);
  });

  it('marks Cyrillic words for a Latin query and Latin words for a Cyrillic one', () => {
    const marked = (text: string, query: string, exact = false) =>
      highlightParts(text, query, { exact })
        .filter((p) => p.mark)
        .map((p) => p.text);
    expect(marked('«Ёшлар» телеканали ёшлар учун', 'yoshlar')).toEqual(['Ёшлар', 'ёшлар']);
    expect(marked('Yoshlar telekanali: yoshlarga sovg‘a', 'Ёшлар')).toEqual(['Yoshlar', 'yoshlarga']);
    // Russian and Uzbek Cyrillic, o‘ and ў, both ways.
    expect(marked('Телеканал Узбекистан', 'O‘zbekiston')).toEqual(['Узбекистан']);
    expect(marked('O‘zbekiston 24 kanali', 'Ўзбекистон')).toEqual(['O‘zbekiston']);
    expect(marked('Тошкент оқшоми', 'Ташкент')).toEqual(['Тошкент']);
    // A word containing the query word is marked; several query words each mark theirs.
    expect(marked('Спорт янгиликлари ва футбол', 'yangilik futbol')).toEqual(['янгиликлари', 'футбол']);
    expect(marked('Musiqa', 'music')).toEqual([]);
  });

  it('marks only the starts of words for a two-letter query word, as the search matches them', () => {
    const spans = (text: string, query: string) => foldedSpans(text, query);
    expect(spans('Ўзбекистон ва Бузрук', 'uz')).toEqual([[0, 10]]);
    expect(spans('TV va radio: Sport TV', 'тв')).toEqual([
      [0, 2],
      [19, 21],
    ]);
    // One letter marks nothing.
    expect(spans('a b c', 'a')).toEqual([]);
  });

  it('compares words as written with the exact-script switch', () => {
    expect(foldedSpans('Ёшлар ва Yoshlar', 'ёшлар', { exact: true })).toEqual([[0, 5]]);
    expect(foldedSpans('Ёшлар ва Yoshlar', 'yoshlar', { exact: true })).toEqual([[9, 16]]);
    expect(foldedSpans('O‘zbekiston', "o'zbek", { exact: true })).toEqual([[0, 11]]);
    expect(foldedSpans('Ёшлар ва Yoshlar', 'yoshlar')).toEqual([
      [0, 5],
      [9, 16],
    ]);
  });
});
