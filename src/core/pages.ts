import { HOME_LINKS } from './home-links';
import type { I18nText } from './lang';
import { PRIVACY_NOTICE } from './privacy';
import { href, PAGE_STATES, ROUTE_BY_STATE } from './routes';
import type { PlacedComponent, StateLayout } from './schemas/layout';

/**
 * The default layout of every page, shipped in code and seeded: a page with no stored layout
 * renders its default. Admins change layouts; code changes defaults.
 */
const t = (uz: string, ru: string, en: string, oz: string): I18nText => ({ uz, ru, en, oz });

function place(
  id: string,
  component: string,
  params: Record<string, unknown>,
  container = 'main',
): PlacedComponent {
  return { id, component, version: 1, params, container };
}

function heading(state: string): PlacedComponent {
  return place('heading', 'title', { text: ROUTE_BY_STATE.get(state)?.title ?? {}, level: 1 });
}

function layout(
  state: string,
  template: 'one-column' | 'main-sidebar',
  components: PlacedComponent[],
  order = 999,
): StateLayout {
  return {
    title: ROUTE_BY_STATE.get(state)?.title ?? {},
    state,
    order,
    layout: { component: 'stateLayout', params: { layout: template, components } },
    is_new: false,
    regeneration: false,
  };
}

const homeLink = (id: string) =>
  place(
    id,
    'iconbox',
    {
      icon: 'info',
      title: t(
        'Бош саҳифага қайтиш',
        'Вернуться на главную',
        'Back to the home page',
        'Bosh sahifaga qaytish',
      ),
      text: t(
        'Жонли эфир, жадвал ва архив бош саҳифада.',
        'Прямой эфир, программа и архив — на главной.',
        'Live broadcasts, the schedule and the archive are on the home page.',
        'Jonli efir, jadval va arxiv bosh sahifada.',
      ),
      link: href('app.index'),
    },
    'main',
  );

function message(state: string, text: I18nText): StateLayout {
  return layout(state, 'one-column', [
    heading(state),
    place('message', 'text', { text, format: 'plain' }),
    homeLink('home-link'),
  ]);
}

const SPECIAL: Record<string, StateLayout> = {
  'app.index': layout(
    'app.index',
    'main-sidebar',
    [
      place(
        'heading',
        'title',
        {
          text: t(
            'Телевидение ва радио онлайн',
            'Телевидение и радио онлайн',
            'Television and radio online',
            'Televideniye va radio onlayn',
          ),
          level: 1,
        },
        'top',
      ),
      // The main channel live (issue 24): the first TV channel of the order, unless a param names one.
      place('hero', 'hero', {}, 'top'),
      // Every channel, TV and radio, in one rail under the hero (decision 029): the hero's answer.
      place(
        'onair',
        'onAir',
        { title: t('Ҳозир эфирда', 'Сейчас в эфире', 'On air now', 'Hozir efirda') },
        'top',
      ),
      place(
        'buttons',
        'homeButtons',
        { servicesUrl: HOME_LINKS.services, reporterUrl: HOME_LINKS.reporter },
        'top',
      ),
      place('anons', 'anonsSlider', {}, 'top'),
      place('news', 'newsList', {
        count: 4,
        more: true,
        title: t('Сўнгги янгиликлар', 'Последние новости', 'Latest news', 'So‘nggi yangiliklar'),
      }),
      // Issue 28: the viewer's own rows, filled in the browser (nothing on the server: the page is
      // anonymous and cached), below the fold so that their arrival moves nothing in view.
      place('continue', 'myEfir', {
        part: 'continue',
        row: true,
        title: t(
          'Кўришни давом эттириш',
          'Продолжить просмотр',
          'Continue watching',
          'Ko‘rishni davom ettirish',
        ),
      }),
      place('my-list', 'myEfir', {
        part: 'list',
        row: true,
        title: t('Менинг рўйхатим', 'Мой список', 'My list', 'Mening ro‘yxatim'),
      }),
      place('poll', 'poll', {}, 'aside'),
      place(
        'schedule-link',
        'iconbox',
        {
          icon: 'calendar',
          title: t('Кўрсатувлар жадвали', 'Программа передач', 'Schedule', 'Ko‘rsatuvlar jadvali'),
          text: t(
            'Барча каналларнинг ўтган ва келгуси ҳафта дастури.',
            'Программа всех каналов на неделю назад и вперёд.',
            'Every channel’s programmes, a week back and a week ahead.',
            'Barcha kanallarning o‘tgan va kelgusi hafta dasturi.',
          ),
          link: href('app.schedule.list'),
        },
        'aside',
      ),
    ],
    1,
  ),
  'app.channel.list': layout(
    'app.channel.list',
    'one-column',
    [heading('app.channel.list'), place('channels', 'channelList', { count: 4 })],
    10,
  ),
  'app.channel.view': layout(
    'app.channel.view',
    'main-sidebar',
    [
      place('live', 'liveVideo', {}),
      // One play control for the channel (issue 25): the liveVideo poster above.
      place('channel', 'channelView', { play: false }),
      place('chat', 'chat', { fromRoute: true }, 'aside'),
    ],
    11,
  ),
  'app.schedule.list': layout(
    'app.schedule.list',
    'one-column',
    [heading('app.schedule.list'), place('schedule', 'schedule', {})],
    20,
  ),
  'app.schedule.view': layout(
    'app.schedule.view',
    'one-column',
    [heading('app.schedule.view'), place('schedule', 'schedule', {})],
    21,
  ),
  'app.notFound': message(
    'app.notFound',
    t(
      'Сиз излаган саҳифа мавжуд эмас ёки кўчирилган.',
      'Страница, которую вы ищете, не существует или была перемещена.',
      'The page you are looking for does not exist or has moved.',
      'Siz izlagan sahifa mavjud emas yoki ko‘chirilgan.',
    ),
  ),
  'app.badRequest': message(
    'app.badRequest',
    t(
      'Сўров нотўғри тузилган: манзилдаги параметрларни текширинг.',
      'Запрос составлен неверно: проверьте параметры в адресе.',
      'The request is malformed: check the parameters in the address.',
      'So‘rov noto‘g‘ri tuzilgan: manzildagi parametrlarni tekshiring.',
    ),
  ),
  'app.forbidden': message(
    'app.forbidden',
    t(
      'Бу саҳифани кўриш учун рухсатингиз йўқ.',
      'У вас нет доступа к этой странице.',
      'You do not have access to this page.',
      'Bu sahifani ko‘rish uchun ruxsatingiz yo‘q.',
    ),
  ),
};

/** A section's list page: its heading and its list widget (spec §2 content sections). */
function listPage(state: string, component: string, order: number, params: Record<string, unknown> = {}) {
  return layout(state, 'one-column', [heading(state), place('list', component, params)], order);
}

/**
 * A section's view page: the item (its own heading), then what visitors do with it: like it and
 * comment on it (`db` is the collection of likes and comments).
 */
function viewPage(state: string, component: string, order: number, db: string | null, like = true) {
  const extras = db
    ? [
        ...(like ? [place('like', 'likeButton', { db, fromRoute: true })] : []),
        place('comments', 'comments', { db, fromRoute: true }),
      ]
    : [];
  return layout(state, 'one-column', [place('item', component, {}), ...extras], order);
}

/** The pages of the broadcaster's content (spec §2 content sections, broadcast, sitemap, ratings). */
const CONTENT: Record<string, StateLayout> = {
  'app.anchors.list': listPage('app.anchors.list', 'anchorList', 80),
  'app.anchors.view': viewPage('app.anchors.view', 'anchorView', 81, 'anchors'),
  'app.anons.list': listPage('app.anons.list', 'anonsList', 82),
  'app.anons.view': viewPage('app.anons.view', 'anonsView', 83, null),
  'app.archive.list': listPage('app.archive.list', 'archiveList', 84),
  'app.archive.view': viewPage('app.archive.view', 'archiveView', 85, 'archive'),
  'app.archive.legacy': viewPage('app.archive.legacy', 'archiveView', 86, 'archive'),
  'app.category.list': listPage('app.category.list', 'categoryList', 87),
  'app.category.view': viewPage('app.category.view', 'categoryView', 88, null),
  'app.person.list': listPage('app.person.list', 'personList', 89),
  'app.person.view': viewPage('app.person.view', 'personView', 90, null),
  'app.news.list': listPage('app.news.list', 'newsList', 91),
  'app.news.view': viewPage('app.news.view', 'newsView', 92, 'news', false),
  'app.poll.list': listPage('app.poll.list', 'pollList', 93),
  'app.poll.view': layout(
    'app.poll.view',
    'one-column',
    [heading('app.poll.view'), place('poll', 'poll', { fromRoute: true })],
    94,
  ),
  'app.broadcast.list': listPage('app.broadcast.list', 'broadcastList', 95),
  'app.broadcast.view': viewPage('app.broadcast.view', 'broadcastView', 96, 'broadcast'),
  'app.sitemap': listPage('app.sitemap', 'sitemap', 97),
  'app.service.rating': listPage('app.service.rating', 'ratings', 98),
  // Issue 27: the results of the header's search (the query, filters and page are the address's).
  'app.search': listPage('app.search', 'searchResults', 101),
  // Issue 28: "My Efir", for every visitor (kept on the device without an account).
  'app.myefir.list': minePage('app.myefir.list', 'list', 102),
  'app.myefir.continue': minePage('app.myefir.continue', 'continue', 103),
  'app.myefir.history': minePage('app.myefir.history', 'history', 104),
  'app.my.data': minePage('app.my.data', 'data', 57),
  'app.privacy': layout(
    'app.privacy',
    'one-column',
    [heading('app.privacy'), place('notice', 'text', { text: PRIVACY_NOTICE, format: 'html' })],
    106,
  ),
};

/** A page of "My Efir" (issue 28): its heading and the part. */
function minePage(state: string, part: 'list' | 'continue' | 'history' | 'data', order: number): StateLayout {
  return layout(state, 'one-column', [heading(state), place('mine', 'myEfir', { part })], order);
}

/** A page of one account widget (sign-in, sign-up, password) under its heading. */
function accountPage(state: string, component: string, order: number): StateLayout {
  return layout(state, 'one-column', [heading(state), place('form', component, {})], order);
}

/**
 * A request form's page (issue 10): its heading, the form, then for the personal ones (spec §2
 * my/…) the user's own submissions of it.
 */
function formPage(state: string, form: string, order: number): StateLayout {
  const mine = ['taklifnoma', 'tabriknoma', 'reporter', 'casting'].includes(form);
  return layout(
    state,
    'one-column',
    [
      heading(state),
      place('form', 'requestForm', { form }),
      ...(mine ? [place('mine', 'myForms', { form })] : []),
    ],
    order,
  );
}

const signInLink = (id: string) =>
  place(id, 'iconbox', {
    icon: 'user',
    title: t('Тизимга кириш', 'Войти', 'Sign in', 'Tizimga kirish'),
    link: href('app.authentication.signin'),
  });

/** The pages of accounts (spec §2 Authentication, Password, User registration). */
const ACCOUNT: Record<string, StateLayout> = {
  'app.authentication.signin': accountPage('app.authentication.signin', 'signinForm', 40),
  'app.authentication.signup': accountPage('app.authentication.signup', 'signupForm', 41),
  'app.password.forgot': accountPage('app.password.forgot', 'passwordForgot', 42),
  'app.password.reset.form': accountPage('app.password.reset.form', 'passwordReset', 43),
  'app.password.reset.invalid': layout(
    'app.password.reset.invalid',
    'one-column',
    [
      heading('app.password.reset.invalid'),
      place('message', 'text', {
        text: t(
          'Бу ҳавола яроқсиз: у ишлатилган, муддати ўтган ёки нотўғри кўчирилган. Янги ҳавола сўранг.',
          'Эта ссылка недействительна: ею уже воспользовались, её срок истёк или она скопирована с ошибкой. Запросите новую ссылку.',
          'This link is not valid: it was used already, it has expired or it was copied wrongly. Ask for a new link.',
          'Bu havola yaroqsiz: u ishlatilgan, muddati o‘tgan yoki noto‘g‘ri ko‘chirilgan. Yangi havola so‘rang.',
        ),
        format: 'plain',
      }),
      place('forgot-link', 'iconbox', {
        icon: 'mail',
        title: t('Янги ҳавола сўраш', 'Запросить новую ссылку', 'Ask for a new link', 'Yangi havola so‘rash'),
        link: href('app.password.forgot'),
      }),
      signInLink('signin-link'),
    ],
    44,
  ),
  'app.password.reset.success': layout(
    'app.password.reset.success',
    'one-column',
    [
      heading('app.password.reset.success'),
      place('message', 'text', {
        text: t(
          'Янги парол сақланди. Бошқа қурилмалардаги сеанслар ёпилди: энди янги парол билан киринг.',
          'Новый пароль сохранён. Сеансы на других устройствах завершены: войдите с новым паролем.',
          'Your new password is saved. Sessions on other devices have ended: sign in with the new password.',
          'Yangi parol saqlandi. Boshqa qurilmalardagi seanslar yopildi: endi yangi parol bilan kiring.',
        ),
        format: 'plain',
      }),
      signInLink('signin-link'),
    ],
    45,
  ),
  'app.user.registration': layout(
    'app.user.registration',
    'one-column',
    [heading('app.user.registration'), place('tabs', 'registrationTabs', {})],
    46,
  ),
  'app.user.profile': accountPage('app.user.profile', 'userProfile', 47),
  'app.my.profile': accountPage('app.my.profile', 'profileForm', 50),
  'app.my.password': accountPage('app.my.password', 'passwordChange', 51),
  'app.my.phone': accountPage('app.my.phone', 'phoneConfirm', 52),
  'app.settings.profile': layout(
    'app.settings.profile',
    'one-column',
    [heading('app.settings.profile'), place('account', 'accountForm', {}), place('form', 'profileForm', {})],
    60,
  ),
  'app.myefir.reminders': layout(
    'app.myefir.reminders',
    'one-column',
    [heading('app.myefir.reminders'), place('reminders', 'reminders', {})],
    58,
  ),
  'app.settings.password': accountPage('app.settings.password', 'passwordChange', 61),
  'app.settings.accounts': accountPage('app.settings.accounts', 'linkedAccounts', 62),
  'app.settings.picture': accountPage('app.settings.picture', 'pictureUpload', 63),
  'app.settings.security': accountPage('app.settings.security', 'twoFactor', 73),
  'app.admin.users': accountPage('app.admin.users', 'usersTable', 70),
  'app.admin.forms': accountPage('app.admin.forms', 'formsAdmin', 71),
  'app.admin.moderation': accountPage('app.admin.moderation', 'moderationAdmin', 72),
  'app.admin.media': accountPage('app.admin.media', 'mediaLibrary', 79),
  'app.admin.schedule': accountPage('app.admin.schedule', 'scheduleEditor', 76),
  'app.admin.import': accountPage('app.admin.import', 'xmltvImport', 77),
  'app.admin.breaking': accountPage('app.admin.breaking', 'breakingAdmin', 78),
  'app.admin.content': accountPage('app.admin.content', 'newsroom', 74),
  'app.admin.audit': accountPage('app.admin.audit', 'auditLog', 75),
  'app.my.taklifnoma': formPage('app.my.taklifnoma', 'taklifnoma', 53),
  'app.my.tabriknoma': formPage('app.my.tabriknoma', 'tabriknoma', 54),
  'app.my.reporter': formPage('app.my.reporter', 'reporter', 55),
  'app.my.casting': formPage('app.my.casting', 'casting', 56),
  'app.service.qabulxona': formPage('app.service.qabulxona', 'qabulxona', 99),
  'app.service.feedback': formPage('app.service.feedback', 'feedback', 100),
  'app.chat': layout(
    'app.chat',
    'one-column',
    [
      heading('app.chat'),
      place('chat', 'chat', { title: t('Умумий чат', 'Общий чат', 'Main chat', 'Umumiy chat') }),
    ],
    30,
  ),
};

/** The default StateLayout of `state`; a heading with the route title for pages not built yet. */
export function defaultLayout(state: string): StateLayout | null {
  if (!ROUTE_BY_STATE.has(state) || !PAGE_STATES.includes(state)) return null;
  return SPECIAL[state] ?? ACCOUNT[state] ?? CONTENT[state] ?? layout(state, 'one-column', [heading(state)]);
}

export const DEFAULT_LAYOUTS: readonly StateLayout[] = PAGE_STATES.map((s) => defaultLayout(s)).filter(
  (l): l is StateLayout => l !== null,
);
