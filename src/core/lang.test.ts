import { describe, expect, it } from 'vitest';
import { inLanguage, LANGS, pickText } from './lang';

describe('inLanguage', () => {
  const title = { uz: 'Мерос', ru: 'Наследие', en: 'Heritage', oz: 'Meros' };

  it('keeps of each per-language text the one a page in that language shows', () => {
    const answer = { data: [{ _id: 'a', title, items: [{ time: '12:00', title }] }], meta: { total: 1 } };
    expect(inLanguage(answer, 'ru')).toEqual({
      data: [{ _id: 'a', title: { ru: 'Наследие' }, items: [{ time: '12:00', title: { ru: 'Наследие' } }] }],
      meta: { total: 1 },
    });
  });

  it('picks the same text as pickText, fallbacks included', () => {
    for (const text of [title, { ru: 'Только', en: '' }, { oz: 'Lotin' }, { en: 'Only' }]) {
      for (const lang of LANGS) expect(pickText(inLanguage(text, lang), lang)).toBe(pickText(text, lang));
    }
  });

  it('leaves other objects and values alone', () => {
    const other = { uz: 5, id: 'x', list: [1, 'two', null], empty: {} };
    expect(inLanguage(other, 'uz')).toEqual(other);
  });
});
