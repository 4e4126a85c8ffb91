import accordion from './accordion/meta';
import channelList from './channelList/meta';
import channelView from './channelView/meta';
import gallery from './gallery/meta';
import iconbox from './iconbox/meta';
import line from './line/meta';
import onAir from './onAir/meta';
import schedule from './schedule/meta';
import stateLayout from './stateLayout/meta';
import tabs from './tabs/meta';
import text from './text/meta';
import title from './title/meta';
import type { WidgetMeta } from './types';

/**
 * Every widget's meta (schema, defaults, examples, migrations), without components: safe to
 * import on the server, in the editor, in stories and tests. Keep sorted by category, then name.
 */
export const WIDGETS: readonly WidgetMeta[] = [
  // layout
  line,
  stateLayout,
  // content
  accordion,
  iconbox,
  tabs,
  text,
  title,
  // media
  gallery,
  // broadcast
  channelList,
  channelView,
  onAir,
  schedule,
];

export const WIDGET_META: ReadonlyMap<string, WidgetMeta> = new Map(WIDGETS.map((w) => [w.name, w]));
