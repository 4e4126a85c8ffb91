import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { WidgetProps } from './types';

type WidgetModule = { default: ComponentType<WidgetProps<never>> };
type Lazy = LazyExoticComponent<ComponentType<WidgetProps<never>>>;

/**
 * How each widget's component is loaded: lazily, so that a page downloads only the widgets it
 * shows. The module of widget `name` is `registry/{name}/{Name}.tsx` (`widgetModule` in modules.ts), which
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

const loaded = new Map<string, WidgetModule>();

function load(name: string, loader: () => Promise<WidgetModule>): Promise<WidgetModule> {
  return loader().then((module) => {
    loaded.set(name, module);
    return module;
  });
}

/**
 * A lazy component that renders at once when its module was preloaded: React's lazy resolves a
 * thenable that calls back synchronously without suspending, so hydration (and the server's
 * render) never show a fallback for a widget that is already here.
 */
function preloadable(name: string, loader: () => Promise<WidgetModule>): Lazy {
  return lazy(() => {
    const module = loaded.get(name);
    if (!module) return load(name, loader);
    const ready = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is what React's lazy resolves without suspending
      then: (onFulfilled: (m: WidgetModule) => unknown) => void onFulfilled(module),
    };
    return ready as unknown as Promise<WidgetModule>;
  });
}

export const COMPONENTS: Readonly<Record<string, Lazy>> = Object.fromEntries(
  Object.entries(LOADERS).map(([name, loader]) => [name, preloadable(name, loader)]),
);

/** Loads the modules of these widgets (unknown names are skipped); resolves when all are here. */
export async function preloadWidgets(names: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(names)].flatMap((name) => {
      const loader = LOADERS[name];
      return loader && !loaded.has(name) ? [load(name, loader)] : [];
    }),
  );
}
