import type { I18nText } from './lang';
import { MODERATOR_ROLES } from './moderation';
import { NEWSROOM_ROLES } from './newsroom';

/**
 * Roles of spec §6 and the newsroom's `editor` (issue 26: held beside `user`, it manages content and
 * the schedule); `*` admits everyone.
 */
export type Role = 'guest' | 'user' | 'editor' | 'admin' | '*';

/**
 * One route of the portal (spec §2). `path` is relative to `/{lang}/`, ends in `/` and may hold
 * `:params`. A route resolves to a state id whose StateLayout is the page; an abstract state has
 * no page and redirects to `redirect` (its index or first child).
 */
export interface RouteDef {
  state: string;
  path: string;
  title: I18nText;
  roles?: readonly Role[];
  abstract?: boolean;
  redirect?: string;
  /** Left out of the sidebar and the sitemap (special and flow pages). */
  hidden?: boolean;
  /** Only for visitors who are not signed in (signed-in users go to `/`). */
  anonymousOnly?: boolean;
}

const t = (uz: string, ru: string, en: string, oz: string): I18nText => ({ uz, ru, en, oz });
const USERS: readonly Role[] = ['user', 'admin'];

/** Content sections of spec §2: a list at `{name}/` and a view at `{name}/{id}/`. */
/** A page of the personal area (spec §2 my/…): for registered users (spec §6). */
function mine(state: string, path: string, title: I18nText): RouteDef {
  return { state, path, title, roles: USERS };
}

function section(name: string, list: I18nText, view: I18nText): RouteDef[] {
  return [
    { state: `app.${name}`, path: `${name}/`, title: list, abstract: true, redirect: `app.${name}.list` },
    { state: `app.${name}.list`, path: `${name}/`, title: list },
    { state: `app.${name}.view`, path: `${name}/:id/`, title: view, hidden: true },
  ];
}

export const ROUTES: readonly RouteDef[] = [
  { state: 'app.index', path: '', title: t('Бош саҳифа', 'Главная', 'Home', 'Bosh sahifa') },
  {
    state: 'app.home',
    path: 'home/',
    title: t('Бош саҳифа', 'Главная', 'Home', 'Bosh sahifa'),
    abstract: true,
    redirect: 'app.index',
  },
  {
    state: 'app.notFound',
    path: 'not-found/',
    title: t('Саҳифа топилмади', 'Страница не найдена', 'Page not found', 'Sahifa topilmadi'),
    hidden: true,
  },
  {
    state: 'app.badRequest',
    path: 'bad-request/',
    title: t('Нотўғри сўров', 'Неверный запрос', 'Bad request', 'Noto‘g‘ri so‘rov'),
    hidden: true,
  },
  {
    state: 'app.forbidden',
    path: 'forbidden/',
    title: t('Рухсат йўқ', 'Доступ запрещён', 'Access denied', 'Ruxsat yo‘q'),
    hidden: true,
  },
  {
    state: 'app.user',
    path: 'user/',
    title: t('Фойдаланувчи', 'Пользователь', 'User', 'Foydalanuvchi'),
    abstract: true,
    redirect: 'app.user.registration',
  },
  {
    state: 'app.user.registration',
    path: 'user/registration/',
    title: t('Рўйхатдан ўтиш', 'Регистрация', 'Registration', 'Ro‘yxatdan o‘tish'),
  },
  { state: 'app.user.profile', path: 'user/profile/', title: t('Профиль', 'Профиль', 'Profile', 'Profil') },
  {
    // Issue 27, decision 037: the results of the header's search (`search/?q=…`); a page of
    // results is not content of its own, so it is left out of the sidebar, the sitemap and the index.
    state: 'app.search',
    path: 'search/',
    title: t('Қидирув', 'Поиск', 'Search', 'Qidiruv'),
    hidden: true,
  },
  {
    state: 'app.sitemap',
    path: 'sitemap/',
    title: t('Сайт харитаси', 'Карта сайта', 'Sitemap', 'Sayt xaritasi'),
  },
  {
    state: 'app.authentication',
    path: 'authentication/',
    title: t('Кириш', 'Вход', 'Sign in', 'Kirish'),
    abstract: true,
    redirect: 'app.authentication.signin',
    anonymousOnly: true,
  },
  {
    state: 'app.authentication.signup',
    path: 'authentication/signup/',
    title: t('Рўйхатдан ўтиш', 'Регистрация', 'Sign up', 'Ro‘yxatdan o‘tish'),
    anonymousOnly: true,
  },
  {
    state: 'app.authentication.signin',
    path: 'authentication/signin/',
    title: t('Кириш', 'Вход', 'Sign in', 'Kirish'),
    anonymousOnly: true,
  },
  {
    state: 'app.password',
    path: 'password/',
    title: t('Парол', 'Пароль', 'Password', 'Parol'),
    abstract: true,
    redirect: 'app.password.forgot',
    anonymousOnly: true,
  },
  {
    state: 'app.password.forgot',
    path: 'password/forgot/',
    title: t('Паролни унутдингизми?', 'Забыли пароль?', 'Forgot password', 'Parolni unutdingizmi?'),
    anonymousOnly: true,
  },
  {
    state: 'app.password.reset',
    path: 'password/reset/',
    title: t('Паролни тиклаш', 'Восстановление пароля', 'Reset password', 'Parolni tiklash'),
    abstract: true,
    redirect: 'app.password.forgot',
    anonymousOnly: true,
  },
  {
    state: 'app.password.reset.invalid',
    path: 'password/reset/invalid/',
    title: t('Ҳавола яроқсиз', 'Ссылка недействительна', 'Invalid link', 'Havola yaroqsiz'),
    hidden: true,
    anonymousOnly: true,
  },
  {
    state: 'app.password.reset.success',
    path: 'password/reset/success/',
    title: t('Парол ўзгартирилди', 'Пароль изменён', 'Password changed', 'Parol o‘zgartirildi'),
    hidden: true,
    anonymousOnly: true,
  },
  {
    state: 'app.password.reset.form',
    path: 'password/reset/:token/',
    title: t('Янги парол', 'Новый пароль', 'New password', 'Yangi parol'),
    hidden: true,
    anonymousOnly: true,
  },
  {
    state: 'app.my',
    path: 'my/',
    title: t('Шахсий кабинет', 'Личный кабинет', 'Personal area', 'Shaxsiy kabinet'),
    roles: USERS,
    abstract: true,
    redirect: 'app.my.profile',
  },
  mine('app.my.profile', 'my/profile/', t('Профиль', 'Профиль', 'Profile', 'Profil')),
  mine('app.my.password', 'my/password/', t('Парол', 'Пароль', 'Password', 'Parol')),
  mine('app.my.phone', 'my/phone/', t('Телефон рақами', 'Номер телефона', 'Phone number', 'Telefon raqami')),
  mine('app.my.taklifnoma', 'my/taklifnoma/', t('Таклифнома', 'Приглашение', 'Invitation', 'Taklifnoma')),
  mine(
    'app.my.tabriknoma',
    'my/tabriknoma/',
    t('Табрикнома', 'Поздравление', 'Congratulation', 'Tabriknoma'),
  ),
  mine(
    'app.my.reporter',
    'my/reporter/',
    t('Мобил мухбир', 'Мобильный репортёр', 'Mobile reporter', 'Mobil muxbir'),
  ),
  mine('app.my.casting', 'my/casting/', t('Кастинг', 'Кастинг', 'Casting', 'Kasting')),
  mine('app.my.data', 'my/data/', t('Менинг маълумотларим', 'Мои данные', 'My data', 'Mening ma’lumotlarim')),
  // Issue 28, decision 042: "My Efir", open to visitors without an account (kept on the device).
  {
    state: 'app.myefir',
    path: 'my-efir/',
    title: t('Менинг Эфирим', 'Мой Эфир', 'My Efir', 'Mening Efirim'),
    abstract: true,
    redirect: 'app.myefir.list',
  },
  {
    state: 'app.myefir.list',
    path: 'my-efir/list/',
    title: t('Менинг рўйхатим', 'Мой список', 'My list', 'Mening ro‘yxatim'),
  },
  {
    state: 'app.myefir.continue',
    path: 'my-efir/continue/',
    title: t('Кўришни давом эттириш', 'Продолжить просмотр', 'Continue watching', 'Ko‘rishni davom ettirish'),
  },
  {
    state: 'app.myefir.history',
    path: 'my-efir/history/',
    title: t('Тарих', 'История', 'History', 'Tarix'),
  },
  {
    state: 'app.myefir.reminders',
    path: 'my-efir/reminders/',
    title: t('Эслатмалар', 'Напоминания', 'Reminders', 'Eslatmalar'),
  },
  {
    state: 'app.privacy',
    path: 'privacy/',
    title: t('Махфийлик', 'Конфиденциальность', 'Privacy', 'Maxfiylik'),
  },
  {
    state: 'app.settings',
    path: 'settings/',
    title: t('Созламалар', 'Настройки', 'Settings', 'Sozlamalar'),
    roles: USERS,
    abstract: true,
    redirect: 'app.settings.profile',
  },
  {
    state: 'app.settings.profile',
    path: 'settings/profile/',
    title: t('Профиль', 'Профиль', 'Profile', 'Profil'),
    roles: USERS,
  },
  {
    state: 'app.settings.password',
    path: 'settings/password/',
    title: t('Парол', 'Пароль', 'Password', 'Parol'),
    roles: USERS,
  },
  {
    state: 'app.settings.accounts',
    path: 'settings/accounts/',
    title: t('Ижтимоий тармоқлар', 'Социальные аккаунты', 'Social accounts', 'Ijtimoiy tarmoqlar'),
    roles: USERS,
  },
  {
    state: 'app.settings.picture',
    path: 'settings/picture/',
    title: t('Профиль расми', 'Фото профиля', 'Profile picture', 'Profil rasmi'),
    roles: USERS,
  },
  {
    state: 'app.settings.security',
    path: 'settings/security/',
    title: t('Хавфсизлик', 'Безопасность', 'Security', 'Xavfsizlik'),
    // Two-step sign-in (issue 26): for those who work in the newsroom.
    roles: ['editor', 'admin'],
  },
  {
    state: 'app.admin',
    path: 'admin/',
    title: t('Бошқарув', 'Администрирование', 'Administration', 'Boshqaruv'),
    // Editors and admins: both land on the newsroom's content (the users table stays admins').
    roles: [...NEWSROOM_ROLES],
    abstract: true,
    redirect: 'app.admin.content',
    hidden: true,
  },
  {
    state: 'app.admin.content',
    path: 'admin/content/',
    title: t('Контент', 'Контент', 'Content', 'Kontent'),
    roles: [...NEWSROOM_ROLES],
    hidden: true,
  },
  {
    state: 'app.admin.audit',
    path: 'admin/audit/',
    title: t('Аудит журнали', 'Журнал аудита', 'Audit log', 'Audit jurnali'),
    roles: [...NEWSROOM_ROLES],
    hidden: true,
  },
  {
    state: 'app.admin.users',
    path: 'admin/users/',
    title: t('Фойдаланувчилар', 'Пользователи', 'Users', 'Foydalanuvchilar'),
    roles: ['admin'],
    hidden: true,
  },
  {
    state: 'app.admin.forms',
    path: 'admin/forms/',
    title: t('Сўровлар', 'Заявки', 'Requests', 'So‘rovlar'),
    roles: ['admin'],
    hidden: true,
  },
  {
    state: 'app.admin.moderation',
    path: 'admin/moderation/',
    title: t('Модерация', 'Модерация', 'Moderation', 'Moderatsiya'),
    // Whoever moderates (canModerate): the editor role of issue 26 joins MODERATOR_ROLES.
    roles: [...MODERATOR_ROLES],
    hidden: true,
  },
  {
    state: 'app.admin.media',
    path: 'admin/media/',
    title: t('Медиатека', 'Медиатека', 'Media library', 'Mediateka'),
    roles: [...NEWSROOM_ROLES],
    hidden: true,
  },
  {
    state: 'app.admin.schedule',
    path: 'admin/schedule/',
    title: t('Дастурни таҳрирлаш', 'Редактор расписания', 'Schedule editor', 'Dasturni tahrirlash'),
    roles: [...NEWSROOM_ROLES],
    hidden: true,
  },
  {
    state: 'app.admin.import',
    path: 'admin/import/',
    title: t('XMLTV импорти', 'Импорт XMLTV', 'XMLTV import', 'XMLTV importi'),
    roles: [...NEWSROOM_ROLES],
    hidden: true,
  },
  {
    state: 'app.admin.breaking',
    path: 'admin/breaking/',
    title: t('Шошилинч хабар', 'Срочная новость', 'Breaking news', 'Shoshilinch xabar'),
    roles: [...NEWSROOM_ROLES],
    hidden: true,
  },
  ...section(
    'anchors',
    t('Бошловчилар', 'Ведущие', 'Anchors', 'Boshlovchilar'),
    t('Бошловчи', 'Ведущий', 'Anchor', 'Boshlovchi'),
  ),
  ...section(
    'anons',
    t('Анонслар', 'Анонсы', 'Announcements', 'Anonslar'),
    t('Анонс', 'Анонс', 'Announcement', 'Anons'),
  ),
  ...section(
    'archive',
    t('Архив', 'Архив', 'Archive', 'Arxiv'),
    t('Архив кўрсатуви', 'Запись из архива', 'Archive recording', 'Arxiv ko‘rsatuvi'),
  ),
  {
    state: 'app.archive.legacy',
    path: '11111/:id/',
    title: t('Архив кўрсатуви', 'Запись из архива', 'Archive recording', 'Arxiv ko‘rsatuvi'),
    hidden: true,
  },
  ...section(
    'category',
    t('Рукнлар', 'Рубрики', 'Categories', 'Ruknlar'),
    t('Рукн', 'Рубрика', 'Category', 'Rukn'),
  ),
  ...section(
    'channel',
    t('Каналлар', 'Каналы', 'Channels', 'Kanallar'),
    t('Канал', 'Канал', 'Channel', 'Kanal'),
  ),
  ...section(
    'person',
    t('Шахслар', 'Персоны', 'People', 'Shaxslar'),
    t('Шахс', 'Персона', 'Person', 'Shaxs'),
  ),
  ...section(
    'schedule',
    t('Кўрсатувлар жадвали', 'Программа передач', 'Schedule', 'Ko‘rsatuvlar jadvali'),
    t('Канал жадвали', 'Программа канала', 'Channel schedule', 'Kanal jadvali'),
  ),
  ...section(
    'news',
    t('Янгиликлар', 'Новости', 'News', 'Yangiliklar'),
    t('Янгилик', 'Новость', 'News item', 'Yangilik'),
  ),
  ...section(
    'poll',
    t('Сўровномалар', 'Опросы', 'Polls', 'So‘rovnomalar'),
    t('Сўровнома', 'Опрос', 'Poll', 'So‘rovnoma'),
  ),
  {
    state: 'app.chat',
    path: 'chat/',
    title: t('Чат', 'Чат', 'Chat', 'Chat'),
    roles: USERS,
  },
  {
    state: 'app.broadcast',
    path: 'broadcast/',
    title: t('Кўрсатувлар рўйхати', 'Список передач', 'Broadcast List', 'Ko‘rsatuvlar ro‘yxati'),
    abstract: true,
    redirect: 'app.broadcast.list',
  },
  {
    state: 'app.broadcast.list',
    path: 'broadcast/',
    title: t('Кўрсатувлар рўйхати', 'Список передач', 'Broadcast List', 'Ko‘rsatuvlar ro‘yxati'),
  },
  {
    state: 'app.broadcast.view',
    path: 'broadcast/:id/',
    title: t('Батафсил маълумот', 'Подробная информация', 'Detail info', 'Batafsil ma’lumot'),
    hidden: true,
  },
  {
    state: 'app.service',
    path: 'service/',
    title: t('Хизматлар', 'Сервисы', 'Services', 'Xizmatlar'),
    abstract: true,
    redirect: 'app.service.rating',
  },
  {
    state: 'app.service.rating',
    path: 'service/rating/',
    title: t('Рейтинг', 'Рейтинг', 'Rating', 'Reyting'),
  },
  // Request forms that are not personal (issue 10): the pages are open, the form says who may send.
  {
    state: 'app.service.qabulxona',
    path: 'service/qabulxona/',
    title: t('Қабулхона', 'Приёмная', 'Reception', 'Qabulxona'),
  },
  {
    state: 'app.service.feedback',
    path: 'service/feedback/',
    title: t('Фикр-мулоҳаза', 'Обратная связь', 'Feedback', 'Fikr-mulohaza'),
  },
];

export const ROUTE_BY_STATE: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.state, r]));

/** States that are pages (every non-abstract route). */
export const PAGE_STATES: readonly string[] = ROUTES.filter((r) => !r.abstract).map((r) => r.state);

export function parentState(state: string): string | null {
  const i = state.lastIndexOf('.');
  return i > 0 ? state.slice(0, i) : null;
}

/** Depth of a state below `app`: `app.index` is 1, `app.my.profile` is 2. */
export function stateLevel(state: string): number {
  return state.split('.').length - 1;
}

/** The path of a route with its params filled in, relative to `/{lang}/`. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The page a state resolves to: itself, or following abstract redirects. */
export function resolveState(state: string): RouteDef | undefined {
  let route = ROUTE_BY_STATE.get(state);
  for (let hops = 0; route?.abstract && route.redirect && hops < 5; hops++)
    route = ROUTE_BY_STATE.get(route.redirect);
  return route?.abstract ? undefined : route;
}

/**
 * The sidebar items of a state (spec §2): from the second level of the state path, the navigable
 * children of its section ("only if the section has sub-items": one is enough, so a content
 * section's list shows on its list and its items' pages); none on the first level.
 */
export function sidebarItems(state: string): RouteDef[] {
  const level = stateLevel(state);
  if (level < 2) return [];
  const section = state.split('.').slice(0, 2).join('.');
  const items = ROUTES.filter(
    (r) => !r.abstract && !r.hidden && parentState(r.state) === section && !r.path.includes(':'),
  );
  return items;
}

/** The URL of a state, e.g. `href('app.channel.view', {id: 'yoshlar'})` is `/uz/channel/yoshlar/`. */
export function href(
  state: string,
  params: Record<string, string> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const route = ROUTE_BY_STATE.get(state);
  const path = route ? fillPath(route.path, params) : '';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `/uz/${path}${qs ? `?${qs}` : ''}`;
}
