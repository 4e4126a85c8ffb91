import { useT } from '@core/i18n/react';
import { parseTypedDay, typedDay } from '@core/typed-day';
import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type Ref,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useHydrated, useRuntime } from '../../runtime';
import { Icon } from '../icons/icons';
import './datePicker.css';

/** The calendar, fetched the first time a field opens it (react-day-picker and date-fns with it). */
const Calendar = lazy(() => import('./Calendar'));

export interface DateInputProps {
  /** The text field's id (its `<label htmlFor>`). */
  id: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** Called with `YYYY-MM-DD` once the text is a day, or '' once it is emptied (not while typing). */
  onChange: (value: string) => void;
  /** When set, a hidden input of that name carries the value (`YYYY-MM-DD`) in a submitted form. */
  name?: string;
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  /** The text field's class (the widget's control style). */
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  /** A moment pasted or typed whole (`YYYY-MM-DDTHH:mm`, DateTimeInput's value): its time goes there. */
  onMoment?: (moment: string) => void;
  /** 'bday' for one's birthday (what a browser may fill in, typed or ISO); off otherwise. */
  autoComplete?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The one date field of the site (spec §9: the week starts on Monday): a text field that takes a
 * day typed or pasted in the page's format (`26.11.2026`, `26/11/2026` in English; an ISO day too),
 * and a button that opens the calendar in a popover over the page (nothing below it moves). The
 * calendar's grid works by keyboard; Escape or a click outside closes it, a picked day closes it and
 * returns to the text field. The value stays `YYYY-MM-DD`, what the servers expect.
 */
export function DateInput(props: DateInputProps) {
  const { id, value, onChange, name, min, max, required, disabled, className, inputRef, onBlur } = props;
  const autoComplete = props.autoComplete ?? 'off';
  const t = useT('kit.datePicker');
  const { lang } = useRuntime();
  const own = useId();
  // Until the page's script runs, a plain form sends the text as typed (the pages read a typed day,
  // @core/typed-day); from then on the hidden input sends the day as YYYY-MM-DD.
  const hydrated = useHydrated();
  const [text, setText] = useState(() => typedDay(value, lang));
  const [shown, setShown] = useState(value);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const field = useRef<HTMLInputElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A value set from outside (a cleared filter, a loaded document) replaces the text.
  if (value !== shown) {
    setShown(value);
    if (parseTypedDay(text) !== value) setText(typedDay(value, lang));
  }
  // A text that is no day is pointed out once the field is left, not while it is being typed.
  const [left, setLeft] = useState(false);
  const bad = left && parseTypedDay(text) === null;

  const commit = (next: string) => {
    setShown(next);
    onChange(next);
  };
  const type = (next: string) => {
    const moment = /^\s*(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(next);
    if (moment && props.onMoment && parseTypedDay(moment[1] ?? '')) {
      setText(typedDay(moment[1] ?? '', lang));
      props.onMoment(`${moment[1]}T${moment[2]}`);
      return;
    }
    setText(next);
    setLeft(false);
    const day = parseTypedDay(next);
    if (day !== null && day !== value) commit(day);
  };
  const pick = (day: string) => {
    setText(typedDay(day, lang));
    setOpen(false);
    if (day !== value) commit(day);
    field.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };
  const leave = (event: FocusEvent) => {
    // Focus gone from the field and its calendar (Tab out of the popover) closes it.
    if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const describedBy = [`${own}-format`, props['aria-describedby'], bad ? `${own}-bad` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <span className="k-date" ref={wrapper}>
      <span className="k-date__row">
        <input
          id={id}
          ref={(node) => {
            field.current = node;
            if (typeof inputRef === 'function') inputRef(node);
            else if (inputRef) inputRef.current = node;
          }}
          className={className ? `k-date__text ${className}` : 'k-date__text'}
          type="text"
          name={hydrated ? undefined : name}
          inputMode="numeric"
          autoComplete={autoComplete}
          placeholder={t('date.placeholder')}
          value={text}
          required={required}
          disabled={disabled}
          aria-invalid={props['aria-invalid'] || bad || undefined}
          aria-describedby={describedBy}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            setLeft(true);
            leave(event);
            onBlur?.();
          }}
        />
        {name && hydrated && <input type="hidden" name={name} value={value} />}
        <button
          ref={button}
          type="button"
          className="k-date__open"
          aria-label={t('date.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? `${own}-calendar` : undefined}
          disabled={disabled}
          onClick={() => setOpen(!open)}
          onKeyDown={onKeyDown}
          onBlur={leave}
        >
          <Icon name="calendar" size={20} />
        </button>
      </span>
      <span id={`${own}-format`} className="visually-hidden">
        {t('date.format')}
      </span>
      {bad && (
        <span id={`${own}-bad`} className="k-date__bad" role="status">
          {t('date.invalid')}
        </span>
      )}
      {open && (
        <div
          id={`${own}-calendar`}
          className="k-date__popover"
          role="dialog"
          aria-label={t('date.calendar')}
          onKeyDown={onKeyDown}
          onBlur={leave}
        >
          <Suspense fallback={<span className="k-date__loading" aria-busy="true" />}>
            <Calendar lang={lang} value={value} min={min} max={max} onPick={pick} />
          </Suspense>
        </div>
      )}
    </span>
  );
}

export interface DateTimeInputProps extends Omit<DateInputProps, 'value' | 'onChange' | 'min' | 'max'> {
  /** `YYYY-MM-DDTHH:mm` (a `datetime-local` value), or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A moment: the date field and a time field (`HH:mm`) side by side, its value what a
 * `datetime-local` input gave (`YYYY-MM-DDTHH:mm`), so the forms' conversions stay as they were. A
 * day without a time is midnight; a time without a day is kept only in the field.
 */
export function DateTimeInput({ value, onChange, name, ...rest }: DateTimeInputProps) {
  const t = useT('kit.datePicker');
  const [day = '', at = ''] = value.split('T');
  const [time, setTime] = useState(at.slice(0, 5));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setTime(at.slice(0, 5));
  }
  const emit = (nextDay: string, nextTime: string) => {
    const next = nextDay ? `${nextDay}T${nextTime || '00:00'}` : '';
    setSeen(next);
    onChange(next);
  };
  return (
    <span className="k-date k-date--time">
      <DateInput
        {...rest}
        value={day}
        onChange={(next) => emit(next, time)}
        onMoment={(moment) => {
          const [nextDay = '', nextTime = ''] = moment.split('T');
          setTime(nextTime);
          emit(nextDay, nextTime);
        }}
      />
      <input
        id={`${rest.id}-time`}
        type="time"
        className={rest.className ? `k-date__time ${rest.className}` : 'k-date__time'}
        aria-label={t('date.time')}
        value={time}
        required={rest.required}
        disabled={rest.disabled}
        onChange={(event) => {
          setTime(event.target.value);
          if (day) emit(day, event.target.value);
        }}
      />
      {name && <input type="hidden" name={name} value={value} />}
    </span>
  );
}
