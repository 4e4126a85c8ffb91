import { type Preloadable, preloadable } from '@core/preloadable';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { WidgetProps } from './types';

type WidgetModule = { default: ComponentType<WidgetProps<never>> };
type Lazy = LazyExoticComponent<ComponentType<WidgetProps<never>>>;

/**
 * How each widget's component is loaded: lazily, so that a page downloads only the widgets it
 * shows. The module of widget `name` is `src/widgets/{name}/{Name}.tsx` (`widgetModule` in modules.ts), which
 * lets the server name a page's chunks from the build manifest. The page template
 * (`stateLayout`) is rendered by render.tsx directly.
 */
const LOADERS: Readonly<Record<string, () => Promise<WidgetModule>>> = {
  title: () => import('./title/Title'),
  text: () => import('./text/Text'),
  line: () => import('./line/Line'),
  iconbox: () => import('./iconbox/Iconbox'),
  accordion: () => import('./accordion/Accordion'),
  tabs: () => import('./tabs/Tabs'),
  gallery: () => import('./gallery/Gallery'),
  channelList: () => import('./channelList/ChannelList'),
  channelView: () => import('./channelView/ChannelView'),
  chat: () => import('./chat/Chat'),
  onAir: () => import('./onAir/OnAir'),
  liveVideo: () => import('./liveVideo/LiveVideo'),
  radioOnline: () => import('./radioOnline/RadioOnline'),
  schedule: () => import('./schedule/Schedule'),
  signinForm: () => import('./signinForm/SigninForm'),
  signupForm: () => import('./signupForm/SignupForm'),
  passwordForgot: () => import('./passwordForgot/PasswordForgot'),
  passwordReset: () => import('./passwordReset/PasswordReset'),
  registrationTabs: () => import('./registrationTabs/RegistrationTabs'),
  userProfile: () => import('./userProfile/UserProfile'),
  profileForm: () => import('./profileForm/ProfileForm'),
  accountForm: () => import('./accountForm/AccountForm'),
  passwordChange: () => import('./passwordChange/PasswordChange'),
  phoneConfirm: () => import('./phoneConfirm/PhoneConfirm'),
  linkedAccounts: () => import('./linkedAccounts/LinkedAccounts'),
  pictureUpload: () => import('./pictureUpload/PictureUpload'),
  usersTable: () => import('./usersTable/UsersTable'),
  requestForm: () => import('./requestForm/RequestForm'),
  myForms: () => import('./myForms/MyForms'),
  formsAdmin: () => import('./formsAdmin/FormsAdmin'),
  archiveList: () => import('./archiveList/ArchiveList'),
  archiveView: () => import('./archiveView/ArchiveView'),
  broadcastList: () => import('./broadcastList/BroadcastList'),
  broadcastView: () => import('./broadcastView/BroadcastView'),
  categoryList: () => import('./categoryList/CategoryList'),
  categoryView: () => import('./categoryView/CategoryView'),
  anchorList: () => import('./anchorList/AnchorList'),
  anchorView: () => import('./anchorView/AnchorView'),
  personList: () => import('./personList/PersonList'),
  personView: () => import('./personView/PersonView'),
  newsList: () => import('./newsList/NewsList'),
  newsView: () => import('./newsView/NewsView'),
  anonsList: () => import('./anonsList/AnonsList'),
  anonsView: () => import('./anonsView/AnonsView'),
  anonsSlider: () => import('./anonsSlider/AnonsSlider'),
  poll: () => import('./poll/Poll'),
  pollList: () => import('./pollList/PollList'),
  likeButton: () => import('./likeButton/LikeButton'),
  ratings: () => import('./ratings/Ratings'),
  comments: () => import('./comments/Comments'),
  homeButtons: () => import('./homeButtons/HomeButtons'),
  sitemap: () => import('./sitemap/Sitemap'),
};

/** Each widget's component, rendered at once (no suspense) once its module is preloaded. */
const PARTS: Readonly<Record<string, Preloadable<WidgetProps<never>>>> = Object.fromEntries(
  Object.entries(LOADERS).map(([name, loader]) => [name, preloadable(loader)]),
);

export const COMPONENTS: Readonly<Record<string, Lazy>> = Object.fromEntries(
  Object.entries(PARTS).map(([name, part]) => [name, part.Component]),
);

/** Loads the modules of these widgets (unknown names are skipped); resolves when all are here. */
export async function preloadWidgets(names: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(names)].flatMap((name) => {
      const part = PARTS[name];
      return part && !part.loaded() ? [part.load()] : [];
    }),
  );
}
