import { load as channelList } from './channelList/data';
import { load as channelView } from './channelView/data';
import { load as gallery } from './gallery/data';
import { load as liveVideo } from './liveVideo/data';
import { load as onAir } from './onAir/data';
import { load as radioOnline } from './radioOnline/data';
import { load as schedule } from './schedule/data';
import { load as signinForm } from './signinForm/data';
import type { WidgetLoad } from './types';

/**
 * What each widget that reads data reads (its `data.ts`); widgets not listed read nothing. Light
 * on purpose (no schemas): the browser imports it to prefetch a page's data on a transition.
 */
export const LOADS: Readonly<Record<string, WidgetLoad<never>>> = {
  channelList,
  channelView,
  gallery,
  liveVideo,
  onAir,
  radioOnline,
  schedule,
  signinForm,
};
