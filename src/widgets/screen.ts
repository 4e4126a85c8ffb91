import { createContext, useContext } from 'react';

/**
 * Whether a widget is on the page's first screen: every widget of the top region, and those of the
 * main region up to its first that takes a screen of its own (a heading, a line or a player above
 * it do not: a list page's list is on the first screen under its heading, a channel's description
 * under its live player). Widgets elsewhere are laid out when they come near the viewport
 * (`.widget[data-later]` in base.css: `content-visibility: auto`) and load their pictures lazily,
 * so that the first screen's pictures (the largest paint among them) do not share the connection
 * with pictures nobody sees yet.
 */
export const FirstScreenContext = createContext(true);

export function useInFirstScreen(): boolean {
  return useContext(FirstScreenContext);
}

/**
 * Widgets that take well under a screen, on a phone as on a desktop: a heading, a line, a 16:9
 * player (a third of a phone's screen, at most half of a desktop's in the main column).
 */
const PART_OF_A_SCREEN = new Set(['title', 'line', 'liveVideo']);

/** For each widget of `region`, in order, whether it is on the first screen. */
export function firstScreenOf(region: string, components: readonly { component: string }[]): boolean[] {
  if (region === 'top') return components.map(() => true);
  if (region !== 'main') return components.map(() => false);
  const first = components.findIndex((c) => !PART_OF_A_SCREEN.has(c.component));
  return components.map((_, i) => first === -1 || i <= first);
}
