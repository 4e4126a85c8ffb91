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
import { ThemeSwitch } from './ThemeSwitch';
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
 * is rendered when opened, so the server's page carries each menu once. The buttons' icons are
 * drawn in CSS (shell.css): no SVG in every page's HTML (the home page's budget, issue 23).
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
            aria-label={t('header.menu')}
            onClick={() => setOpener('menu')}
          />
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
            aria-label={t('search.submit')}
            onClick={() => setOpener('search')}
          />
          {/* Issue 28: "My Efir" on every page, for every visitor (a CSS icon; the label shows when wide). */}
          <Link to={href('app.myefir')} className="header__mine">
            <span className="header__mine-label">{t('header.mine')}</span>
          </Link>
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
        <ThemeSwitch />
        <LanguageSwitch />
        <Account />
      </Drawer>
    </>
  );
}
