import { firstRead } from '@core/first-read';
import { describe, expect, it, vi } from 'vitest';
import { firstPart } from './first-part';

const answer = () =>
  Object.freeze({
    data: Object.freeze([
      Object.freeze({
        _id: 'a',
        title: Object.freeze({ uz: 'Янгилик', ru: 'Новость', en: 'News' }),
        body: 'x',
      }),
    ]),
    meta: Object.freeze({ total: 1 }),
  });
const titles = (a: unknown) => ({
  data: (a as { data: { _id: string; title: unknown }[] }).data.map(({ _id, title }) => ({ _id, title })),
});

describe('firstPart', () => {
  it("cuts a kept answer once per language and cut, in the page's language, frozen", () => {
    const kept = answer();
    const cut = vi.fn(titles);
    const first = firstRead('titles', cut);
    const uz = firstPart(kept, first, 'uz');
    expect(uz).toEqual({ data: [{ _id: 'a', title: { uz: 'Янгилик' } }] });
    expect(Object.isFrozen(uz)).toBe(true);
    expect(Object.isFrozen((uz as { data: object[] }).data[0])).toBe(true);
    expect(firstPart(kept, first, 'uz')).toBe(uz);
    // Another cut function with the same key is the same cut: not made again.
    expect(firstPart(kept, firstRead('titles', titles), 'uz')).toBe(uz);
    expect(cut).toHaveBeenCalledTimes(1);
    expect(firstPart(kept, first, 'ru')).toEqual({ data: [{ _id: 'a', title: { ru: 'Новость' } }] });
    expect(cut).toHaveBeenCalledTimes(2);
    // Another answer (the next minute's) is cut again.
    expect(firstPart(answer(), first, 'uz')).not.toBe(uz);
    expect(cut).toHaveBeenCalledTimes(3);
  });

  it('cuts every time an answer that is not kept, or a cut without a name', () => {
    const cut = vi.fn(titles);
    const loose = { data: [{ _id: 'b', title: { uz: 'Б' } }] };
    expect(firstPart(loose, firstRead('titles', cut), 'uz')).not.toBe(
      firstPart(loose, firstRead('titles', cut), 'uz'),
    );
    const kept = answer();
    expect(firstPart(kept, cut, 'uz')).not.toBe(firstPart(kept, cut, 'uz'));
    expect(cut).toHaveBeenCalledTimes(4);
  });
});
