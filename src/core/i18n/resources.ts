import type { Lang } from '../lang';
import uzAuth from './uz/auth.json';
import uzBroadcast from './uz/broadcast.json';
import uzCommon from './uz/common.json';
import uzContent from './uz/content.json';
import uzEngage from './uz/engage.json';
import uzForms from './uz/forms.json';
import uzRequests from './uz/requests.json';
import uzWidgets from './uz/widgets.json';

/**
 * i18next namespaces: `common` (page chrome), `widgets` (general widgets), `broadcast` (channels,
 * schedule, on air), `forms` (the form kit of src/widgets/_kit/forms: checks, password strength), `auth`
 * (sign-in, sign-up, password and registration widgets), `content` (the sections' lists and views:
 * archive, broadcasts, categories, anchors, persons, news, announcements), `engage` (poll, likes,
 * ratings, comments, the announcement slider, home buttons, sitemap), `requests` (the request
 * forms of src/widgets/requestForm, the my/… lists and the newsroom's table).
 */
export const NAMESPACES = [
  'common',
  'widgets',
  'broadcast',
  'forms',
  'auth',
  'content',
  'engage',
  'requests',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The source language's resources: keys are typed from these (design §9). */
export const uzResources = {
  common: uzCommon,
  widgets: uzWidgets,
  broadcast: uzBroadcast,
  forms: uzForms,
  auth: uzAuth,
  content: uzContent,
  engage: uzEngage,
  requests: uzRequests,
} as const;

export type Resources = Record<Namespace, Record<string, unknown>>;

/** i18next language code of each Efir language: `oz` is Uzbek Latin, `uz` Uzbek Cyrillic. */
export const I18NEXT_LNG: Record<Lang, string> = { uz: 'uz-Cyrl', ru: 'ru', en: 'en', oz: 'uz-Latn' };

/** Fallbacks never put Cyrillic on a Latin page. */
export const I18NEXT_FALLBACK: Record<string, string[]> = {
  'uz-Cyrl': ['ru'],
  'uz-Latn': ['en'],
  ru: ['uz-Cyrl'],
  en: ['uz-Latn'],
  default: ['uz-Cyrl'],
};
