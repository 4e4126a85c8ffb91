import { useT } from '@core/i18n/react';
import { broadcastClock } from '@core/time';
import { useMinuteClock, useRuntime } from '@widgets/runtime';
import { chromeMenus } from './data';
import { Menu } from './Menu';

/** The page footer (spec §1): the corporate and affiliate menus and the copyright line. */
export function Footer() {
  const t = useT('chrome');
  const { product } = useRuntime();
  // The year in Tashkent, like every date of the portal.
  const year = broadcastClock(useMinuteClock()).date.slice(0, 4);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__menus">
          <Menu id={chromeMenus(product).corporate} label={t('footer.corporate')} variant="footer" />
          <Menu id={chromeMenus(product).affiliate} label={t('footer.affiliate')} variant="footer" />
        </div>
        <p className="footer__copy">{t('footer.copyright', { year, site: t('site.name') })}</p>
      </div>
    </footer>
  );
}
