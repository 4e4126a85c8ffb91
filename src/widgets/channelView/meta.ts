import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('channelView', 1, {
  channel: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9-]{0,63}$',
      maxLength: 64,
      title: 'Channel (otherwise the :id of the route)',
    }),
  ),
  play: Type.Optional(
    Type.Boolean({
      title: 'Its own play control (off where a liveVideo poster of the channel plays it: one per page)',
    }),
  ),
});

export type ChannelViewParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'channelView',
  title: { uz: 'Канал ҳақида', ru: 'О канале', en: 'About the channel', oz: 'Kanal haqida' },
  category: 'broadcast',
  schema,
  defaults: {},
  examples: [
    { name: 'The channel of the route', params: {} },
    { name: 'A fixed channel', params: { channel: 'yoshlar' } },
    { name: 'Beside a liveVideo poster: no play control of its own', params: { play: false } },
  ],
});
