/* The route table's administration pages: the newsroom's, the moderators' and the admins'. */
import { MODERATOR_ROLES } from './moderation';
import { NEWSROOM_ROLES } from './newsroom';
import { type RouteDef, t } from './route-def';

export const ADMIN_ROUTES: readonly RouteDef[] = [
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
];
