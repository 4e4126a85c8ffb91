import type { Lang } from '@core/lang';
import { broadcastClock } from '@core/time';
import { DayPicker, type Matcher } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { ru } from 'react-day-picker/locale/ru';
import { uz } from 'react-day-picker/locale/uz';
import { uzCyrl } from 'react-day-picker/locale/uz-Cyrl';
import 'react-day-picker/style.css';
import { dateToDay, dayToDate } from '@core/typed-day';

/**
 * The calendar of the date field (loaded only when a field opens it: react-day-picker and date-fns
 * stay out of every page's start). Names in the page's language: the `uz` pages Uzbek Cyrillic
 * (date-fns `uzCyrl`; react-day-picker's `uz` is Latin, design §6), `oz` Uzbek Latin, `ru`, and
 * `en` as written in Britain; the week starts on Monday everywhere (spec §9). Its grid has
 * react-day-picker's keyboard model: arrows move the day, Page Up/Down the month, Home/End the week,
 * Enter or Space picks.
 */
const LOCALES = { uz: uzCyrl, oz: uz, ru, en: enGB } as const;

export interface CalendarProps {
  lang: Lang;
  /** `YYYY-MM-DD` or ''. */
  value: string;
  min?: string;
  max?: string;
  onPick: (day: string) => void;
}

export default function Calendar({ lang, value, min, max, onPick }: CalendarProps) {
  const selected = dayToDate(value);
  const today = dayToDate(broadcastClock().date);
  const before = min ? dayToDate(min) : undefined;
  const after = max ? dayToDate(max) : undefined;
  const disabled: Matcher[] = [];
  if (before) disabled.push({ before });
  if (after) disabled.push({ after });
  return (
    <DayPicker
      mode="single"
      locale={LOCALES[lang]}
      weekStartsOn={1}
      autoFocus
      today={today}
      selected={selected}
      defaultMonth={selected ?? (after && today && after < today ? after : today)}
      disabled={disabled}
      captionLayout="dropdown"
      startMonth={before ?? new Date(1900, 0)}
      endMonth={after ?? new Date((today ?? new Date()).getFullYear() + 5, 11)}
      onSelect={(_picked, day) => onPick(dateToDay(day))}
    />
  );
}
