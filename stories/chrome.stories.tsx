import { useT } from '@core/i18n/react';
import { href } from '@core/routes';
import { stateLayoutResponse } from '@demo/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutView } from '@widgets/render';
import { useRuntime } from '@widgets/runtime';
import { useId, useState } from 'react';
import { Account } from '../src/client/shell/Account';
import { Drawer as ShellDrawer } from '../src/client/shell/Drawer';
import { chromeMenus } from '../src/client/shell/data';
import { Footer as ShellFooter } from '../src/client/shell/Footer';
import { Header as ShellHeader } from '../src/client/shell/Header';
import { LanguageSwitch } from '../src/client/shell/LanguageSwitch';
import { Menu } from '../src/client/shell/Menu';
import { SearchBox } from '../src/client/shell/SearchBox';
import { Sidebar as ShellSidebar } from '../src/client/shell/Sidebar';
import { ThemeSwitch } from '../src/client/shell/ThemeSwitch';
import { Topbar as ShellTopbar } from '../src/client/shell/Topbar';
import { Weather } from '../src/client/shell/Weather';
import type { EfirParameters } from './providers';

/** The page chrome of src/client/shell, with menus and weather from the demo API. */
const meta = {
  title: 'Chrome',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

export const Topbar: Story = { render: () => <ShellTopbar /> };

/** From 1024 px: one row under the topbar (brand, weather, main menu, search). */
export const Header: Story = { name: 'Header (desktop)', render: () => <ShellHeader />, globals: DESKTOP };

/** Below 1024 px: one slim row (menu button, brand, search button); the rest is in the drawer. */
export const HeaderPhone: Story = {
  name: 'Header (phone)',
  render: () => <ShellHeader />,
  globals: PHONE,
  tags: ['phone'],
};

/**
 * The phone header's drawer, open (Header.tsx renders the same contents): search, the menus, the
 * weather, the theme, the language and the account. Escape or the close button close it; the
 * button below opens it again.
 */
function OpenDrawer() {
  const t = useT('chrome');
  const { product } = useRuntime();
  const menus = chromeMenus(product);
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(true)}>
        {t('header.menu')}
      </button>
      <ShellDrawer id={id} open={open} onClose={() => setOpen(false)} title={t('header.menu')}>
        <SearchBox />
        <Menu id={menus.main} label={t('header.mainMenu')} variant="drawer" />
        <Menu id={menus.topbar} label={t('topbar.menu')} variant="drawer" />
        <Weather />
        <ThemeSwitch />
        <LanguageSwitch />
        <Account />
      </ShellDrawer>
    </>
  );
}

export const Drawer: Story = {
  name: 'Drawer (phone menu, open)',
  render: () => <OpenDrawer />,
  globals: PHONE,
  tags: ['phone'],
};

export const Footer: Story = { render: () => <ShellFooter /> };

/** A second-level page of a section with several pages: the sidebar lists them. */
export const Sidebar: Story = {
  name: 'Sidebar (sign-in section)',
  render: () => <ShellSidebar state="app.authentication.signin" />,
  parameters: { efir: { route: { path: href('app.authentication.signin') } } satisfies EfirParameters },
};

/** Topbar, header, sidebar, the home page's default layout and the footer, as AppLayout puts them. */
export const WholePage: Story = {
  name: 'Whole page (home)',
  render: () => {
    const home = stateLayoutResponse('app.index');
    return (
      <>
        <ShellTopbar />
        <ShellHeader />
        <div className="page">
          <ShellSidebar state="app.index" />
          <main id="main" tabIndex={-1}>
            {home ? (
              <LayoutView layout={home.data} invalid={new Map(Object.entries(home.meta.invalid))} />
            ) : null}
          </main>
        </div>
        <ShellFooter />
      </>
    );
  },
};
