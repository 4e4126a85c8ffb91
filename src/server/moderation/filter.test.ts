import { describe, expect, it } from 'vitest';
import { compileFilter, matchFilter, skeletonWords, tidyWords } from './filter';

describe('the word filter', () => {
  const filter = compileFilter(['reklama', 'ахмоқ', 'казино онлайн', "o'g'ri"]);

  it('matches whatever the case', () => {
    expect(matchFilter(filter, 'Bu REKLAMA emas')).toBe('reklama');
    expect(matchFilter(filter, 'Ты АХМОҚ')).toBe('ахмоқ');
  });

  it('matches across scripts: a Latin entry in Cyrillic text and a Cyrillic one in Latin', () => {
    expect(matchFilter(filter, 'Бу реклама')).toBe('reklama');
    expect(matchFilter(filter, 'sen ahmoq')).toBe('ахмоқ');
    expect(matchFilter(filter, 'sen axmoq')).toBe('ахмоқ');
    expect(matchFilter(filter, 'Kazino onlayn!!')).toBe('казино онлайн');
    expect(matchFilter(filter, 'ўғри')).toBe("o'g'ri");
    expect(matchFilter(filter, 'O‘G‘RI')).toBe("o'g'ri");
  });

  it('matches words that mix look-alike letters of both scripts', () => {
    // A Latin "p", "e" and "a" inside a Cyrillic word, and a Cyrillic "а" in a Latin one.
    expect(matchFilter(filter, 'рeклaма')).toBe('reklama');
    expect(matchFilter(filter, 'reklаma')).toBe('reklama');
  });

  it('matches an entry at the start of a word (endings), never inside another word', () => {
    expect(matchFilter(filter, 'reklamalar ko‘p')).toBe('reklama');
    expect(matchFilter(filter, 'antireklama')).toBeNull();
    expect(matchFilter(filter, 'казино')).toBeNull();
    expect(matchFilter(filter, 'Salom, hammaga!')).toBeNull();
  });

  it('an empty list holds nothing back', () => {
    expect(matchFilter(compileFilter([]), 'reklama')).toBeNull();
    expect(matchFilter(compileFilter(['  ', '!!']), 'reklama')).toBeNull();
  });

  it('tidies a list: trimmed, blank and repeated entries (by skeleton) dropped', () => {
    expect(tidyWords([' reklama ', '', 'РЕКЛАМА', 'kazino   onlayn', 'reklama'])).toEqual([
      'reklama',
      'kazino onlayn',
    ]);
    expect(skeletonWords('Ўзбекистон')).toEqual(skeletonWords("O'zbekiston"));
  });
});
