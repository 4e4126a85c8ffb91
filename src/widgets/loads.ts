import { load as anchorList } from './anchorList/data';
import { load as anchorView } from './anchorView/data';
import { load as anonsList } from './anonsList/data';
import { load as anonsSlider } from './anonsSlider/data';
import { load as anonsView } from './anonsView/data';
import { load as archiveList } from './archiveList/data';
import { load as archiveView } from './archiveView/data';
import { load as broadcastList } from './broadcastList/data';
import { load as broadcastView } from './broadcastView/data';
import { load as categoryList } from './categoryList/data';
import { load as categoryView } from './categoryView/data';
import { load as channelList } from './channelList/data';
import { load as channelView } from './channelView/data';
import { load as comments } from './comments/data';
import { load as gallery } from './gallery/data';
import { load as likeButton } from './likeButton/data';
import { load as liveVideo } from './liveVideo/data';
import { load as newsList } from './newsList/data';
import { load as newsView } from './newsView/data';
import { load as onAir } from './onAir/data';
import { load as personList } from './personList/data';
import { load as personView } from './personView/data';
import { load as poll } from './poll/data';
import { load as pollList } from './pollList/data';
import { load as radioOnline } from './radioOnline/data';
import { load as ratings } from './ratings/data';
import { load as schedule } from './schedule/data';
import { load as signinForm } from './signinForm/data';
import { load as sitemap } from './sitemap/data';
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
  archiveList,
  archiveView,
  broadcastList,
  broadcastView,
  categoryList,
  categoryView,
  anchorList,
  anchorView,
  personList,
  personView,
  newsList,
  newsView,
  anonsList,
  anonsView,
  anonsSlider,
  poll,
  pollList,
  likeButton,
  ratings,
  comments,
  sitemap,
};
