import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrast } from '@core/color';
import { describe, expect, it } from 'vitest';
import { MIN_TEXT, MIN_UI, TEXT_PAIRS, tokenThemes, UI_PAIRS } from './token-sheet';

/*
 * WCAG AA of the colour tokens (decision 028), read from tokens.css itself (token-sheet.ts, which
 * Storybook's tokens page reads too): every pair of roles that the CSS puts together (text on a background, a filled control's text on its fill, a
 * control's edge on the page) in both themes; 4.5:1 for text, 3:1 for large text and UI parts.
 */
const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

const { light, dark, darkChosen, darkSystem } = tokenThemes(css);

describe('design tokens', () => {
  it('writes the dark theme the same for a chosen and a system dark', () => {
    expect(Object.fromEntries(darkSystem)).toEqual(Object.fromEntries(darkChosen));
  });

  for (const [name, theme] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it(`meets WCAG AA in the ${name} theme`, () => {
      const below: string[] = [];
      const check = (pairs: readonly (readonly [string, string])[], min: number) => {
        for (const [fg, bg] of pairs) {
          const a = theme.get(`--color-${fg}`);
          const b = theme.get(`--color-${bg}`);
          if (!a || !b) throw new Error(`no --color-${a ? bg : fg} in the ${name} theme`);
          const ratio = contrast(a, b);
          if (ratio < min) below.push(`${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`);
        }
      };
      check(TEXT_PAIRS, MIN_TEXT);
      check(UI_PAIRS, MIN_UI);
      expect(below).toEqual([]);
    });
  }
});
