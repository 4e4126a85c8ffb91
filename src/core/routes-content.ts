/*
 * The route table's pages of the broadcaster's content (spec §2): the content sections, the chat,
 * the broadcasts and the services.
 */
import type { I18nText } from './lang';
import { type RouteDef, t, USERS } from './route-def';

/** Content sections of spec §2: a list at `{name}/` and a view at `{name}/{id}/`. */
function section(name: string, list: I18nText, view: I18nText): RouteDef[] {
  return [
    { state: `app.${name}`, path: `${name}/`, title: list, abstract: true, redirect: `app.${name}.list` },
    { state: `app.${name}.list`, path: `${name}/`, title: list },
    { state: `app.${name}.view`, path: `${name}/:id/`, title: view, hidden: true },
  ];
}

export const CONTENT_ROUTES: readonly RouteDef[] = [
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
