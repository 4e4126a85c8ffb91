import { useT } from '@core/i18n/react';
import { THEME_CHOICES, type ThemeChoice } from '@core/theme-cookie';
import { useSyncExternalStore } from 'react';
import { chooseTheme, currentTheme, onThemeChange } from '../state/theme';

/** A small picture of each choice: sun, moon, half-filled disc (the system's). */
const ICONS: Record<ThemeChoice, string> = {
  light:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5v3m0 14v3M2 12h3m14 0h3M4.9 4.9l2.1 2.1m10 10 2.1 2.1M4.9 19.1 7 17m10-10 2.1-2.1',
  dark: 'M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z',
  system: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0v18',
};

/**
 * Chooses the colour theme: light, dark or as the device (decision 028), beside the language
 * switch. The server rendered the page in the chosen theme; the pressed button is known on the
 * client only (the render is the same for every theme), so the server's snapshot is 'system' and
 * React corrects it right after hydration, without a mismatch.
 */
export function ThemeSwitch() {
  const t = useT('chrome');
  const theme = useSyncExternalStore(onThemeChange, currentTheme, () => 'system' as const);
  return (
    <fieldset className="theme-switch">
      <legend className="visually-hidden">{t('theme.label')}</legend>
      {THEME_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          className="theme-switch__option"
          data-choice={choice}
          aria-pressed={choice === theme}
          title={t(`theme.${choice}`)}
          onClick={() => chooseTheme(choice)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d={ICONS[choice]} />
          </svg>
          <span className="visually-hidden">{t(`theme.${choice}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
