/*
 * The route table's pages of accounts (spec §2): a user's, signing in and up, the password, the
 * personal area (my/…), "My Efir" and the settings. src/core/routes.ts puts them in its order.
 */
import type { I18nText } from './lang';
import { type RouteDef, t, USERS } from './route-def';

/** A page of the personal area (spec §2 my/…): for registered users (spec §6). */
function mine(state: string, path: string, title: I18nText): RouteDef {
  return { state, path, title, roles: USERS };
}

/** The user pages (registration, public profile). */
export const USER_ROUTES: readonly RouteDef[] = [
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
];

/** Signing in and up, and the forgotten password: for visitors who are not signed in. */
export const SIGN_IN_ROUTES: readonly RouteDef[] = [
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
];

/** The personal area (spec §2 my/…). */
export const MY_ROUTES: readonly RouteDef[] = [
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
];

// Issue 28, decision 042: "My Efir", open to visitors without an account (kept on the device).
export const MY_EFIR_ROUTES: readonly RouteDef[] = [
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
];

/** The account settings. */
export const SETTINGS_ROUTES: readonly RouteDef[] = [
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
];
