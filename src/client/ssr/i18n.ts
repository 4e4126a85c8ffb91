import enAuth from '@core/i18n/en/auth.json';
import enBroadcast from '@core/i18n/en/broadcast.json';
import enCommon from '@core/i18n/en/common.json';
import enContent from '@core/i18n/en/content.json';
import enEngage from '@core/i18n/en/engage.json';
import enForms from '@core/i18n/en/forms.json';
import enRequests from '@core/i18n/en/requests.json';
import enWidgets from '@core/i18n/en/widgets.json';
import { readyI18n } from '@core/i18n/instance';
import ozAuth from '@core/i18n/oz/auth.json';
import ozBroadcast from '@core/i18n/oz/broadcast.json';
import ozCommon from '@core/i18n/oz/common.json';
import ozContent from '@core/i18n/oz/content.json';
import ozEngage from '@core/i18n/oz/engage.json';
import ozForms from '@core/i18n/oz/forms.json';
import ozRequests from '@core/i18n/oz/requests.json';
import ozWidgets from '@core/i18n/oz/widgets.json';
import { I18NEXT_LNG, type Resources, uzResources } from '@core/i18n/resources';
import ruAuth from '@core/i18n/ru/auth.json';
import ruBroadcast from '@core/i18n/ru/broadcast.json';
import ruCommon from '@core/i18n/ru/common.json';
import ruContent from '@core/i18n/ru/content.json';
import ruEngage from '@core/i18n/ru/engage.json';
import ruForms from '@core/i18n/ru/forms.json';
import ruRequests from '@core/i18n/ru/requests.json';
import ruWidgets from '@core/i18n/ru/widgets.json';
import type { Lang } from '@core/lang';
import type { i18n } from 'i18next';

/** Every language's texts: the server renders any of them. */
export const RESOURCES: Record<Lang, Resources> = {
  uz: uzResources,
  oz: {
    common: ozCommon,
    widgets: ozWidgets,
    broadcast: ozBroadcast,
    forms: ozForms,
    auth: ozAuth,
    content: ozContent,
    engage: ozEngage,
    requests: ozRequests,
  },
  ru: {
    common: ruCommon,
    widgets: ruWidgets,
    broadcast: ruBroadcast,
    forms: ruForms,
    auth: ruAuth,
    content: ruContent,
    engage: ruEngage,
    requests: ruRequests,
  },
  en: {
    common: enCommon,
    widgets: enWidgets,
    broadcast: enBroadcast,
    forms: enForms,
    auth: enAuth,
    content: enContent,
    engage: enEngage,
    requests: enRequests,
  },
};

const instances = new Map<Lang, i18n>();

/** An i18next instance fixed to `lang` (one per language, shared by concurrent renders). */
export function serverI18n(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (instance) return instance;
  const code = I18NEXT_LNG[lang];
  // Every key exists in every language (tests/unit/i18n.test.ts): no fallback to load.
  instance = readyI18n(code, { [code]: RESOURCES[lang] }, { fallback: false });
  instances.set(lang, instance);
  return instance;
}
