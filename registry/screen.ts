import { createContext, useContext } from 'react';

/**
 * Whether a widget is on the page's first screen: every widget of the top region and the first of
 * the main region (the widgets base.css lays out at once; the others have `content-visibility:
 * auto`). A widget elsewhere loads its pictures lazily, so that the first screen's pictures (the
 * largest paint among them) do not share the connection with pictures nobody sees yet.
 */
export const FirstScreenContext = createContext(true);

export function useInFirstScreen(): boolean {
  return useContext(FirstScreenContext);
}

/** The first-screen rule for a widget at `index` of `region`. */
export function inFirstScreen(region: string, index: number): boolean {
  return region === 'top' || (region === 'main' && index === 0);
}
