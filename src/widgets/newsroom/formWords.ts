/* The newsroom form's words: its fields' and choices' labels and rjsf's own texts. */
import type { Texts } from '@core/i18n/react';
import { rjsfTranslator } from '../_kit/forms/rjsf-strings';
import type { FormLabels } from '../_kit/newsroom/form-schema';
import en from './texts/en.json';

type T = Texts<'newsroom'>;

/**
 * The form's words in the interface language (the layout editor's Inspector titles its fields and
 * choices the same way): each field by its schema key (`field.<key>`; a key without a text keeps
 * its name), each choice by its value (`choice.<value>`, a language by its name; an age rating
 * names itself), and rjsf's own buttons and messages (`rjsf.*`).
 */
export function formWords(t: T) {
  const langs = { uz: t('langs.uz'), oz: t('langs.oz'), ru: t('langs.ru'), en: t('langs.en') };
  const labels: FormLabels = {
    langs,
    field: (key) => (Object.hasOwn(en.field, key) ? t(`field.${key}` as never) : key),
    choice: (value) =>
      typeof value !== 'string'
        ? undefined
        : Object.hasOwn(en.choice, value)
          ? t(`choice.${value}` as never)
          : Object.hasOwn(langs, value)
            ? langs[value as keyof typeof langs]
            : undefined,
  };
  const translateString = rjsfTranslator({
    add: t('rjsf.add'),
    remove: t('rjsf.remove'),
    moveUp: t('rjsf.moveUp'),
    moveDown: t('rjsf.moveDown'),
    copy: t('rjsf.copy'),
    item: t('rjsf.item'),
    empty: t('rjsf.empty'),
    yes: t('rjsf.yes'),
    no: t('rjsf.no'),
    newValue: t('rjsf.newValue'),
    key: (label) => t('rjsf.key', { label }),
    optionalAdd: t('rjsf.optionalAdd'),
    optionalRemove: t('rjsf.optionalRemove'),
    optionalEmpty: t('rjsf.optionalEmpty'),
    clear: t('rjsf.clear'),
    option: (n) => t('rjsf.option', { n }),
    unsupported: t('rjsf.unsupported'),
    errors: t('rjsf.errors'),
    close: t('rjsf.close'),
  });
  return { labels, translateString };
}
