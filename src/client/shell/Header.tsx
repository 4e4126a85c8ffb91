import { useT } from '@core/i18n/react';
import { Link } from '@core/router';
import { href } from '@core/routes';
import { useRuntime } from '@widgets/runtime';
import { chromeMenus } from './data';
import { Menu } from './Menu';
import { SearchBox } from './SearchBox';
import { Weather } from './Weather';

/** The page header (spec §1): the brand, the weather, the main menu and the search box. */
export function Header() {
  const t = useT('chrome');
  const { product } = useRuntime();
  return (
    <header className="header">
      <div className="header__inner">
        <Link to={href('app.index')} className="brand">
          <span className="brand__name">{t('site.name')}</span>
          <span className="brand__tagline">{t('site.tagline')}</span>
        </Link>
        <Weather />
        <Menu id={chromeMenus(product).main} label={t('header.mainMenu')} variant="main" />
        <SearchBox />
      </div>
    </header>
  );
}
