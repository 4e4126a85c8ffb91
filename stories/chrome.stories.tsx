import { href } from '@core/routes';
import { stateLayoutResponse } from '@demo/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutView } from '@widgets/render';
import { Footer as ShellFooter } from '../src/client/shell/Footer';
import { Header as ShellHeader } from '../src/client/shell/Header';
import { Sidebar as ShellSidebar } from '../src/client/shell/Sidebar';
import { Topbar as ShellTopbar } from '../src/client/shell/Topbar';
import type { EfirParameters } from './providers';

/** The page chrome of src/client/shell, with menus and weather from the demo API. */
const meta = {
  title: 'Chrome',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Topbar: Story = { render: () => <ShellTopbar /> };

export const Header: Story = { render: () => <ShellHeader /> };

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
