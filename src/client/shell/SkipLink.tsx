import { useT } from '@core/i18n/react';
import type { MouseEvent } from 'react';

/** 'Skip to content': the first focusable element, visible on focus; moves focus to `#main`. */
export function SkipLink() {
  const t = useT('chrome');
  // Focus moves without a hash navigation, so the router sees no transition.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real link to #main (works without script); the handler only keeps the router from seeing a hash navigation.
    <a href="#main" className="skip-link" onClick={onClick}>
      {t('skipLink')}
    </a>
  );
}
