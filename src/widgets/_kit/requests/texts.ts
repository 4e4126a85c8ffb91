import { dateFormat, formatCalendarDay } from '@core/dates';
import { useI18n, useI18nLanguage, useT } from '@core/i18n/react';
import { INTL_LOCALE, type Lang } from '@core/lang';
import type { FormName, SubmissionStatus } from '@core/schemas/forms';
import { useCallback, useMemo } from 'react';

/**
 * The words of the request forms (the `requests` namespace): a field's label by its form (a form
 * may name a field its own way, `labels.{form}.{key}`, else the common `fields.{key}`), the
 * options of enumerations, the statuses; and dates and sizes as the interface writes them.
 */
export function useRequestTexts() {
  const t = useT('kit.requests');
  const i18n = useI18n();
  const lng = useI18nLanguage();
  // Keys built from schema names: typed as strings, every one present in every language (i18n test).
  const text = t as unknown as (key: string, vars?: Record<string, unknown>) => string;
  const label = useCallback(
    (form: FormName, key: string) => {
      const own = `labels.${form}.${key}`;
      return i18n.exists(own, { ns: 'kit.requests', lng }) ? text(own) : text(`fields.${key}`);
    },
    [i18n, lng, text],
  );
  const option = useCallback(
    (key: string, value: string) => {
      const name = `options.${key}.${value}`;
      return i18n.exists(name, { ns: 'kit.requests', lng }) ? text(name) : value;
    },
    [i18n, lng, text],
  );
  return useMemo(
    () => ({
      t,
      label,
      option,
      formName: (form: FormName) => t(`forms.${form}`),
      status: (status: SubmissionStatus) => t(`status.${status}`),
    }),
    [t, label, option],
  );
}

/** A moment (ISO) as a date and time in Tashkent, in the interface language (spec §9: GMT+5). */
export function formatMoment(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(lang, 'dateTime')(date);
}

/** A calendar date (`YYYY-MM-DD`, already Tashkent's) as the interface writes it. */
export function formatDay(day: string, lang: Lang): string {
  return formatCalendarDay(day, lang, 'date');
}

/** A file size in kB or MB, one decimal at most. */
export function formatSize(bytes: number, lang: Lang): string {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(INTL_LOCALE[lang], {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mega ? bytes / (1024 * 1024) : Math.max(0.1, bytes / 1024));
}
