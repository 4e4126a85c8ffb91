import accordion from './accordion/meta';
import accountForm from './accountForm/meta';
import channelList from './channelList/meta';
import channelView from './channelView/meta';
import chat from './chat/meta';
import gallery from './gallery/meta';
import iconbox from './iconbox/meta';
import line from './line/meta';
import linkedAccounts from './linkedAccounts/meta';
import liveVideo from './liveVideo/meta';
import onAir from './onAir/meta';
import passwordChange from './passwordChange/meta';
import passwordForgot from './passwordForgot/meta';
import passwordReset from './passwordReset/meta';
import phoneConfirm from './phoneConfirm/meta';
import pictureUpload from './pictureUpload/meta';
import profileForm from './profileForm/meta';
import radioOnline from './radioOnline/meta';
import registrationTabs from './registrationTabs/meta';
import schedule from './schedule/meta';
import signinForm from './signinForm/meta';
import signupForm from './signupForm/meta';
import stateLayout from './stateLayout/meta';
import tabs from './tabs/meta';
import text from './text/meta';
import title from './title/meta';
import type { WidgetMeta } from './types';
import userProfile from './userProfile/meta';
import usersTable from './usersTable/meta';

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
  chat,
  liveVideo,
  onAir,
  radioOnline,
  schedule,
  // page
  accountForm,
  linkedAccounts,
  passwordChange,
  passwordForgot,
  passwordReset,
  phoneConfirm,
  pictureUpload,
  profileForm,
  registrationTabs,
  signinForm,
  signupForm,
  userProfile,
  usersTable,
];

export const WIDGET_META: ReadonlyMap<string, WidgetMeta> = new Map(WIDGETS.map((w) => [w.name, w]));
