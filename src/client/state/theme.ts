import { THEME_COOKIE, THEME_COOKIE_MAX_AGE, type ThemeChoice } from '@core/theme-cookie';

/*
 * The colour theme (decision 028). The server writes the visitor's choice on <html> (`data-theme`,
 * from the `efir_theme` cookie), so the page is painted in it before any script; no attribute
 * means "as the system" (tokens.css follows `prefers-color-scheme`). The <html> element is the one
 * place the choice is kept on the client: the switch reads it and writes it with the cookie.
 */

const listeners = new Set<() => void>();

/** The choice the page is shown in: <html>'s `data-theme`, else the system's. */
export function currentTheme(): ThemeChoice {
  if (typeof document === 'undefined') return 'system';
  const value = document.documentElement.dataset.theme;
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** Calls `listener` when the choice changes; returns the unsubscribe function. */
export function onThemeChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the page in `theme` at once and keeps it in the cookie the server renders by. */
export function chooseTheme(theme: ThemeChoice) {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie; the Cookie Store API is not in every browser we serve
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${THEME_COOKIE_MAX_AGE}; samesite=lax${secure}`;
  for (const listener of listeners) listener();
}
