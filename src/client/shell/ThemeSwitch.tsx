import { useT } from '@core/i18n/react';
import { THEME_CHOICES } from '@core/theme-cookie';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { chooseTheme, currentTheme, onThemeChange } from '../state/theme';

/**
 * Chooses the colour theme: light, dark or as the device (decision 028), beside the language
 * switch. A disclosure: one small button (its picture, drawn by CSS from <html>'s `data-theme`,
 * shows the current choice before any script) opens a list of the three choices, which exists
 * only while open: the server's HTML carries the one button, the same for every theme, so a page
 * kept for one theme's visitors hydrates for another's without a mismatch. Escape or a click
 * outside closes it, focus going back to the button.
 */
export function ThemeSwitch() {
  const t = useT('chrome');
  const [open, setOpen] = useState(false);
  const theme = useSyncExternalStore(onThemeChange, currentTheme, () => 'system' as const);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    root.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('focusout', onFocusOut);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="theme-switch">
      <button
        ref={buttonRef}
        type="button"
        className="theme-switch__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="visually-hidden">{t('theme.label')}</span>
      </button>
      {open && (
        <ul id={panelId} className="theme-switch__panel" aria-label={t('theme.label')}>
          {THEME_CHOICES.map((choice) => (
            <li key={choice}>
              <button
                type="button"
                className="theme-switch__option"
                aria-pressed={choice === theme}
                onClick={() => {
                  chooseTheme(choice);
                  setOpen(false);
                  buttonRef.current?.focus();
                }}
              >
                {t(`theme.${choice}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
