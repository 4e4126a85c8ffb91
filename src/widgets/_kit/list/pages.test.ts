import { describe, expect, it } from 'vitest';
import { PAGE_BUTTONS, pageWindow, parsePage, parseTitle, readListRequest } from './pages';

describe('pageWindow', () => {
  it('shows no buttons for a single page', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([]);
  });

  it('shows every page when there are few', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps 5 consecutive page buttons within the list (spec §9: at least 5)', () => {
    expect(PAGE_BUTTONS).toBe(5);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pageWindow(18, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('leaves no gap where the window touches the first or the last page', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 'gap-end', 8]);
    expect(pageWindow(5, 8)).toEqual([1, 'gap-start', 3, 4, 5, 6, 7, 8]);
  });

  it('always holds the current page, the first and the last', () => {
    for (let pages = 2; pages <= 30; pages++) {
      for (let page = 1; page <= pages; page++) {
        const window = pageWindow(page, pages);
        const numbers = window.filter((b): b is number => typeof b === 'number');
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        expect(numbers.length).toBeGreaterThanOrEqual(Math.min(pages, PAGE_BUTTONS));
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
      }
    }
  });

  it('takes another window size', () => {
    expect(pageWindow(6, 20, 3)).toEqual([1, 'gap-start', 5, 6, 7, 'gap-end', 20]);
    expect(pageWindow(6, 20, 7)).toEqual([1, 'gap-start', 3, 4, 5, 6, 7, 8, 9, 'gap-end', 20]);
  });

  it('keeps a page out of range to the list', () => {
    expect(pageWindow(99, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('parsePage', () => {
  it('reads a positive integer, 1 when absent', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('1')).toBe(1);
    expect(parsePage('27')).toBe(27);
  });

  it.each(['0', '-1', 'abc', '1.5', '2e1', '', ' 2', '07', '1234567'])('refuses %j', (raw) => {
    expect(parsePage(raw)).toBeNull();
  });
});

describe('parseTitle', () => {
  it('trims the filter (spec §5) and drops a blank one', () => {
    expect(parseTitle(null)).toBeUndefined();
    expect(parseTitle('   ')).toBeUndefined();
    expect(parseTitle('  Ахборот ')).toBe('Ахборот');
  });

  it('refuses a filter longer than the API takes', () => {
    expect(parseTitle('x'.repeat(100))).toBe('x'.repeat(100));
    expect(parseTitle(` ${'x'.repeat(100)} `)).toBe('x'.repeat(100));
    expect(parseTitle('x'.repeat(101))).toBeNull();
  });
});

describe('readListRequest', () => {
  const read = (qs: string, filters = ['type', 'channel', 'category', 'broadcast'] as const) =>
    readListRequest(new URLSearchParams(qs), filters);

  it('reads the page, the trimmed title and the filters the list takes', () => {
    expect(read('')).toEqual({ page: 1, title: undefined });
    expect(read('page=3&title=+sport+&type=radio&channel=yoshlar&category=news&broadcast=axborot')).toEqual({
      page: 3,
      title: 'sport',
      type: 'radio',
      channel: 'yoshlar',
      category: 'news',
      broadcast: 'axborot',
    });
  });

  it('ignores filters the list does not take and empty ones', () => {
    expect(readListRequest(new URLSearchParams('type=tv&channel=x&category='), ['channel'])).toEqual({
      page: 1,
      title: undefined,
      channel: 'x',
    });
  });

  it('reads a Tashkent day, a real calendar date only', () => {
    expect(readListRequest(new URLSearchParams('date=2026-11-22'), ['date'])).toEqual({
      page: 1,
      title: undefined,
      date: '2026-11-22',
    });
    // As typed on the page's date field (sent by a form before its script ran).
    expect(readListRequest(new URLSearchParams('date=22.11.2026'), ['date'])?.date).toBe('2026-11-22');
    for (const bad of ['2026-02-30', '30.02.2026', '22.11.26', 'tomorrow'])
      expect(readListRequest(new URLSearchParams(`date=${bad}`), ['date']), bad).toBeNull();
  });

  it.each(['page=0', 'page=x', `title=${'y'.repeat(101)}`, 'type=cable', 'channel=Bad Id', 'broadcast=../x'])(
    'is null for a malformed %s',
    (qs) => {
      expect(read(qs)).toBeNull();
    },
  );
});
