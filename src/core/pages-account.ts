/*
 * The default layouts of the account pages: signing in and up, the password, the profile, the
 * personal area and its request forms, the settings, the administration, and the chat.
 */
import { heading, layout, place, t } from './page-layout';
import { href } from './routes';
import type { StateLayout } from './schemas/layout';

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
export const ACCOUNT_PAGES: Record<string, StateLayout> = {
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
