/** The cookie that carries the chosen colour theme to the server (decision 028). */
export const THEME_COOKIE = 'efir_theme';
/** One year, in seconds. */
export const THEME_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** A visitor's choice: a theme, or the system's (`prefers-color-scheme`), which is the default. */
export type ThemeChoice = 'light' | 'dark' | 'system';
export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

/** The theme in a `Cookie` header (or `document.cookie`); 'system' when absent or unknown. */
export function themeFromCookie(header: string | undefined | null): ThemeChoice {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== THEME_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return value === 'light' || value === 'dark' ? value : 'system';
  }
  return 'system';
}

/** The attribute the server writes on <html> for a choice (none for the system's: CSS follows it). */
export function themeAttribute(theme: ThemeChoice): string {
  return theme === 'system' ? '' : ` data-theme="${theme}"`;
}
