import accordion from './accordion/meta';
import accountForm from './accountForm/meta';
import anchorList from './anchorList/meta';
import anchorView from './anchorView/meta';
import anonsList from './anonsList/meta';
import anonsSlider from './anonsSlider/meta';
import anonsView from './anonsView/meta';
import archiveList from './archiveList/meta';
import archiveView from './archiveView/meta';
import broadcastList from './broadcastList/meta';
import broadcastView from './broadcastView/meta';
import categoryList from './categoryList/meta';
import categoryView from './categoryView/meta';
import channelList from './channelList/meta';
import channelView from './channelView/meta';
import chat from './chat/meta';
import comments from './comments/meta';
import formsAdmin from './formsAdmin/meta';
import gallery from './gallery/meta';
import homeButtons from './homeButtons/meta';
import iconbox from './iconbox/meta';
import likeButton from './likeButton/meta';
import line from './line/meta';
import linkedAccounts from './linkedAccounts/meta';
import liveVideo from './liveVideo/meta';
import myForms from './myForms/meta';
import newsList from './newsList/meta';
import newsView from './newsView/meta';
import onAir from './onAir/meta';
import passwordChange from './passwordChange/meta';
import passwordForgot from './passwordForgot/meta';
import passwordReset from './passwordReset/meta';
import personList from './personList/meta';
import personView from './personView/meta';
import phoneConfirm from './phoneConfirm/meta';
import pictureUpload from './pictureUpload/meta';
import poll from './poll/meta';
import pollList from './pollList/meta';
import profileForm from './profileForm/meta';
import radioOnline from './radioOnline/meta';
import ratings from './ratings/meta';
import registrationTabs from './registrationTabs/meta';
import requestForm from './requestForm/meta';
import schedule from './schedule/meta';
import signinForm from './signinForm/meta';
import signupForm from './signupForm/meta';
import sitemap from './sitemap/meta';
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
  comments,
  ratings,
  likeButton,
  poll,
  pollList,
  newsView,
  newsList,
  personView,
  personList,
  anchorView,
  anchorList,
  accordion,
  iconbox,
  tabs,
  text,
  title,
  // media
  anonsSlider,
  archiveView,
  archiveList,
  gallery,
  // broadcast
  anonsView,
  anonsList,
  broadcastView,
  broadcastList,
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
  requestForm,
  myForms,
  formsAdmin,
  signinForm,
  signupForm,
  userProfile,
  usersTable,
  // navigation
  sitemap,
  homeButtons,
  categoryView,
  categoryList,
];

export const WIDGET_META: ReadonlyMap<string, WidgetMeta> = new Map(WIDGETS.map((w) => [w.name, w]));
