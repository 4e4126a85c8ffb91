import { useT } from '@core/i18n/react';
import { Link } from '@core/router';
import { href } from '@core/routes';
import { useRuntime } from '@widgets/runtime';
import { useId, useState } from 'react';
import { Account } from './Account';
import { Drawer } from './Drawer';
import { chromeMenus } from './data';
import { LanguageSwitch } from './LanguageSwitch';
import { Menu } from './Menu';
import { SearchBox } from './SearchBox';
import { Weather } from './Weather';

/**
 * Where the full header shows (topbar, weather, main menu and search in a row); below it the
 * header is one slim row (menu button, brand, search button) and the rest lives in the drawer.
 * The same value as the `64rem` media queries of shell.css (1024 px).
 */
export const WIDE_HEADER = '(min-width: 64rem)';

/** What opened the drawer: the menu button (focus on its first control) or the search button (the field). */
type Opener = 'menu' | 'search';

/**
 * The page header (spec §1): the brand, the weather, the main menu and the search box. On a
 * narrow screen (below `WIDE_HEADER`) these, the topbar's menu, the language and the account are
 * in a drawer opened by the menu button (or the search button, focused on the field); the drawer
 * is rendered when opened, so the server's page carries each menu once.
 */
export function Header() {
  const t = useT('chrome');
  const { product } = useRuntime();
  const menus = chromeMenus(product);
  const [opener, setOpener] = useState<Opener | null>(null);
  const drawerId = useId();
  const open = opener !== null;
  return (
    <>
      <header className="header">
        <div className="header__inner">
          <button
            type="button"
            className="header__tool header__menu-button"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={drawerId}
            onClick={() => setOpener('menu')}
          >
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{t('header.menu')}</span>
          </button>
          <Link to={href('app.index')} className="brand">
            <span className="brand__name">{t('site.name')}</span>
            <span className="brand__tagline">{t('site.tagline')}</span>
          </Link>
          <Weather />
          <Menu id={menus.main} label={t('header.mainMenu')} variant="main" />
          <SearchBox />
          <button
            type="button"
            className="header__tool header__search-button"
            aria-haspopup="dialog"
            aria-controls={drawerId}
            onClick={() => setOpener('search')}
          >
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{t('search.submit')}</span>
          </button>
        </div>
      </header>
      <Drawer
        id={drawerId}
        open={open}
        onClose={() => setOpener(null)}
        title={t('header.menu')}
        initialFocus={opener === 'search' ? '.search__input' : null}
        closeWhen={WIDE_HEADER}
      >
        <SearchBox />
        <Menu id={menus.main} label={t('header.mainMenu')} variant="drawer" />
        <Menu id={menus.topbar} label={t('topbar.menu')} variant="drawer" />
        <Weather />
        <LanguageSwitch />
        <Account />
      </Drawer>
    </>
  );
}
