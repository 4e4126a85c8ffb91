import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../registry/runtime';
import { LanguageSwitch } from './LanguageSwitch';
import { Menu } from './Menu';

/** The bar above the header: the topbar menu (with the 'Broadcast' dropdown) and the language. */
export function Topbar() {
  const { t } = useTranslation('common');
  const { product } = useRuntime();
  return (
    <section className="topbar" aria-label={t('topbar.label')}>
      <div className="topbar__inner">
        <Menu id={`${product}_topbar`} label={t('topbar.menu')} variant="topbar" />
        <LanguageSwitch />
      </div>
    </section>
  );
}
