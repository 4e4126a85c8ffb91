/*
 * Reading tokens.css (decision 028): its custom properties by rule, the two themes, and the pairs
 * of colour roles the CSS puts together, with the contrast WCAG AA asks of each. One source for
 * tokens.test.ts (which checks them) and Storybook's tokens page (which shows them).
 */

/** Custom properties, name (`--color-bg`) to value, in the order tokens.css declares them. */
export type TokenMap = ReadonlyMap<string, string>;

/** The custom properties declared in the rule of `css` that opens with `selector {`. */
export function tokenBlock(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`tokens.css has no rule ${selector}`);
  const body = css.slice(start + selector.length + 2, css.indexOf('}', start));
  const props = new Map<string, string>();
  for (const m of body.matchAll(/(--[\w-]+):\s*([^;]+);/g))
    props.set(m[1] ?? '', (m[2] ?? '').replace(/\s+/g, ' ').trim());
  return props;
}

export interface TokenThemes {
  light: TokenMap;
  dark: TokenMap;
  /** The dark theme's own declarations, as chosen (`data-theme="dark"`) and as the system's. */
  darkChosen: TokenMap;
  darkSystem: TokenMap;
}

/** The light theme (`:root`) and the dark one (`:root` overridden by the chosen dark rule). */
export function tokenThemes(css: string): TokenThemes {
  const light = tokenBlock(css, ':root');
  const darkChosen = tokenBlock(css, ':root[data-theme="dark"]');
  const darkSystem = tokenBlock(css, ':root:not([data-theme="light"])');
  return { light, dark: new Map([...light, ...darkChosen]), darkChosen, darkSystem };
}

/** Foreground role, background role: text (4.5:1). */
export const TEXT_PAIRS: readonly (readonly [string, string])[] = [
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
export const UI_PAIRS: readonly (readonly [string, string])[] = [
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['border-strong', 'bg'],
  ['live', 'bg'],
  ['success', 'bg'],
  ['warning', 'bg'],
  ['error', 'bg'],
  ['accent', 'media'],
];

/** The minimum contrast of a pair: 4.5 for text, 3 for UI parts. */
export const MIN_TEXT = 4.5;
export const MIN_UI = 3;
