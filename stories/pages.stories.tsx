import { href, ROUTE_BY_STATE } from '@core/routes';
import { stateLayoutResponse } from '@demo/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutView } from '@widgets/render';
import type { EfirParameters } from './providers';

/**
 * Default page layouts (src/core/pages.ts) rendered as the app renders a page: the layout the
 * state API answers (checked and migrated, broken widgets listed in `invalid`) through LayoutView.
 */
function DefaultPage({ state }: { state: string }) {
  const response = stateLayoutResponse(state);
  if (!response) return <p role="alert">No default layout for {state}</p>;
  return <LayoutView layout={response.data} invalid={new Map(Object.entries(response.meta.invalid))} />;
}

function page(state: string): StoryObj<typeof meta> {
  const route = ROUTE_BY_STATE.get(state);
  const parameters: { efir: EfirParameters } = {
    efir: { route: { path: href(state), ...(route ? { pattern: `/uz/${route.path}` } : {}) } },
  };
  return { args: { state }, parameters };
}

const meta = {
  title: 'Pages/Default layouts',
  component: DefaultPage,
  parameters: { layout: 'fullscreen' },
  argTypes: { state: { control: false } },
} satisfies Meta<typeof DefaultPage>;

export default meta;

export const Home: StoryObj<typeof meta> = { name: 'Home (app.index)', ...page('app.index') };
export const Channels: StoryObj<typeof meta> = {
  name: 'Channels (app.channel.list)',
  ...page('app.channel.list'),
};
export const ScheduleList: StoryObj<typeof meta> = {
  name: 'Schedule (app.schedule.list)',
  ...page('app.schedule.list'),
};
