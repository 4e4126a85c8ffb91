import { useT } from '@core/i18n/react';
import { useRuntime } from '@widgets/runtime';
import { Account } from './Account';
import { chromeMenus } from './data';
import { LanguageSwitch } from './LanguageSwitch';
import { Menu } from './Menu';
import { ThemeSwitch } from './ThemeSwitch';

/** The bar above the header: the topbar menu (with the 'Broadcast' dropdown), the theme, the language and the account. */
export function Topbar() {
  const t = useT('chrome');
  const { product } = useRuntime();
  return (
    <section className="topbar" aria-label={t('topbar.label')}>
      <div className="topbar__inner">
        <Menu id={chromeMenus(product).topbar} label={t('topbar.menu')} variant="topbar" />
        <div className="topbar__end">
          <ThemeSwitch />
          <LanguageSwitch />
          <Account />
        </div>
      </div>
    </section>
  );
}
