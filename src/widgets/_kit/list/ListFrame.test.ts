import { describe, expect, it } from 'vitest';
import { grows } from './ListFrame';

const items = (...ids: string[]) => ids.map((_id) => ({ _id }));

describe('grows: which answers of a list wait for the background render', () => {
  it('the whole page after its first items (the server’s cut) waits', () => {
    expect(grows(items('a', 'b'), items('a', 'b', 'c', 'd'))).toBe(true);
  });

  it('a first answer, another page, a shorter or other list is drawn at once', () => {
    expect(grows([], items('a'))).toBe(false);
    expect(grows(items('a', 'b'), items('c', 'd', 'e'))).toBe(false);
    expect(grows(items('a', 'b'), items('a', 'x', 'y'))).toBe(false);
    expect(grows(items('a', 'b', 'c'), items('a', 'b'))).toBe(false);
    expect(grows(items('a', 'b'), items('a', 'b'))).toBe(false);
  });
});
