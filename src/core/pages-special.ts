/*
 * The default layouts of the pages built by hand: the home page, the channels' and the schedule's,
 * and the error pages (a message and the way home).
 */
import { HOME_LINKS } from './home-links';
import type { I18nText } from './lang';
import { heading, layout, place, t } from './page-layout';
import { href } from './routes';
import type { StateLayout } from './schemas/layout';

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

export const SPECIAL_PAGES: Record<string, StateLayout> = {
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
