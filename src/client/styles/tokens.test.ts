import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrast } from '@core/color';
import { describe, expect, it } from 'vitest';

/*
 * WCAG AA of the colour tokens (decision 028), read from tokens.css itself: every pair of roles
 * that the CSS puts together (text on a background, a filled control's text on its fill, a
 * control's edge on the page) in both themes; 4.5:1 for text, 3:1 for large text and UI parts.
 */
const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

/** The custom properties declared in the rule that opens with `selector {`. */
function block(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`tokens.css has no rule ${selector}`);
  const body = css.slice(start + selector.length + 2, css.indexOf('}', start));
  const props = new Map<string, string>();
  for (const m of body.matchAll(/(--[\w-]+):\s*([^;]+);/g)) props.set(m[1] ?? '', (m[2] ?? '').trim());
  return props;
}

const light = block(':root');
const darkChosen = block(':root[data-theme="dark"]');
const darkSystem = block(':root:not([data-theme="light"])');
const dark = new Map([...light, ...darkChosen]);

/** Foreground role, background role: text (4.5:1). */
const TEXT: [string, string][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-2'],
  ['text-muted', 'bg'],
  ['text-muted', 'surface'],
  ['text-muted', 'surface-2'],
  ['brand', 'bg'],
  ['brand', 'surface'],
  ['brand-dark', 'bg'],
  ['on-brand', 'brand'],
  ['on-brand', 'brand-dark'],
  ['on-chrome', 'chrome'],
  ['accent', 'chrome'],
  ['on-live', 'live'],
  ['live-text', 'bg'],
  ['live-text', 'surface'],
  ['error', 'bg'],
  ['error', 'surface'],
  ['on-success', 'success'],
  ['on-media', 'media'],
];
/** UI parts and large text (3:1): focus rings, control edges, status fills against the page. */
const UI: [string, string][] = [
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['border-strong', 'bg'],
  ['live', 'bg'],
  ['success', 'bg'],
  ['warning', 'bg'],
  ['error', 'bg'],
  ['accent', 'media'],
];

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
      const check = (pairs: [string, string][], min: number) => {
        for (const [fg, bg] of pairs) {
          const a = theme.get(`--color-${fg}`);
          const b = theme.get(`--color-${bg}`);
          if (!a || !b) throw new Error(`no --color-${a ? bg : fg} in the ${name} theme`);
          const ratio = contrast(a, b);
          if (ratio < min) below.push(`${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`);
        }
      };
      check(TEXT, 4.5);
      check(UI, 3);
      expect(below).toEqual([]);
    });
  }
});
