import { useT } from '@core/i18n/react';
import type { Lang } from '@core/lang';
import { inNewsroom } from '@core/newsroom';
import type { User } from '@core/schemas/auth';
import {
  BREAKING_MAX_DAYS,
  BREAKING_PATH,
  BREAKING_TEXT_MAX,
  type Breaking,
  breakingCurrent,
} from '@core/schemas/breaking';
import { TASHKENT_OFFSET_MS } from '@core/time';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { formatDateTime } from '../_kit/content/datetime';
import { DateTimeInput } from '../_kit/datePicker/DateInput';
import { apiKey, useApi, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import type { BreakingAdminParams } from './meta';
import './breakingAdmin.css';

const WRITE = 'newsroom/breaking.json';

/** A moment as the value of a `datetime-local` field on Tashkent's clock (`YYYY-MM-DDTHH:mm`). */
export function toTashkentInput(at: number): string {
  return new Date(at + TASHKENT_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read on Tashkent's clock, as an ISO moment (null when it is not one). */
export function fromTashkentInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = Date.parse(`${value}:00+05:00`);
  return Number.isFinite(at) ? new Date(at).toISOString() : null;
}

const LANG_ORDER: readonly Lang[] = ['uz', 'oz', 'ru', 'en'];

function Screen() {
  const t = useT('breakingAdmin');
  const runtime = useRuntime();
  const client = useQueryClient();
  const id = useId();
  const query = useApi<Breaking | null>(BREAKING_PATH, {}, { quiet: true, staleTime: 0 });
  const current = query.data?.data ?? null;
  const up = breakingCurrent(current, Date.now()) ? current : null;
  const [text, setText] = useState<Record<Lang, string>>({ uz: '', oz: '', ru: '', en: '' });
  const [link, setLink] = useState('');
  const [until, setUntil] = useState(() => toTashkentInput(Date.now() + 2 * 3_600_000));
  const [busy, setBusy] = useState(false);

  const write = async (method: 'PUT' | 'DELETE', body?: unknown) => {
    setBusy(true);
    try {
      const answer = await runtime.send<{ message: string; data: Breaking | null }>(method, WRITE, body, {
        quiet: true,
      });
      runtime.toast(answer.message, 'success');
      client.setQueryData(apiKey(BREAKING_PATH), { data: answer.data, meta: {} });
      return true;
    } catch (err) {
      runtime.toast(err instanceof Error && err.message ? err.message : t('breaking.failed'), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const raise = async (event: FormEvent) => {
    event.preventDefault();
    const end = fromTashkentInput(until);
    if (!end) {
      runtime.toast(t('breaking.badUntil'), 'error');
      return;
    }
    const body = {
      text: Object.fromEntries(
        LANG_ORDER.map((lang) => [lang, text[lang].trim()] as const).filter(([, v]) => v !== ''),
      ),
      link: link.trim() || null,
      until: end,
    };
    await write('PUT', body);
  };

  const fill = (banner: Breaking) => {
    setText({ oz: '', ru: '', en: '', ...banner.text });
    setLink(banner.link ?? '');
    setUntil(toTashkentInput(Date.parse(banner.until)));
  };

  return (
    <div className="w-breaking">
      <section className="w-breaking__current" aria-labelledby={`${id}-current`}>
        <h2 id={`${id}-current`}>{t('breaking.current')}</h2>
        {up ? (
          <>
            <p className="w-breaking__preview" lang="uz-Cyrl">
              {up.text.uz}
            </p>
            <p className="w-breaking__meta">
              {t('breaking.until', { time: formatDateTime(up.until) })}
              {up.link ? ` · ${up.link}` : ''}
            </p>
            <div className="w-breaking__actions">
              <button type="button" className="w-breaking__button" onClick={() => fill(up)}>
                {t('breaking.edit')}
              </button>
              <button
                type="button"
                className="w-breaking__button w-breaking__button--danger"
                disabled={busy}
                onClick={() => void write('DELETE')}
              >
                {t('breaking.lower')}
              </button>
            </div>
          </>
        ) : (
          <p className="w-breaking__meta">{t('breaking.none')}</p>
        )}
      </section>
      <form className="w-breaking__form" onSubmit={raise} aria-labelledby={`${id}-raise`}>
        <h2 id={`${id}-raise`}>{t('breaking.raiseTitle')}</h2>
        <fieldset className="w-breaking__texts">
          <legend>{t('breaking.text')}</legend>
          {LANG_ORDER.map((lang) => (
            <div key={lang} className="w-breaking__field">
              <label htmlFor={`${id}-${lang}`}>
                {t(`breaking.lang.${lang}`)}
                {lang === 'uz' ? ` (${t('breaking.required')})` : ''}
              </label>
              <textarea
                id={`${id}-${lang}`}
                className="w-breaking__control"
                rows={3}
                maxLength={BREAKING_TEXT_MAX}
                required={lang === 'uz'}
                lang={lang === 'uz' ? 'uz-Cyrl' : lang === 'oz' ? 'uz-Latn' : lang}
                value={text[lang]}
                onChange={(event) => setText({ ...text, [lang]: event.target.value })}
              />
            </div>
          ))}
        </fieldset>
        <div className="w-breaking__row">
          <div className="w-breaking__field">
            <label htmlFor={`${id}-link`}>{t('breaking.link')}</label>
            <input
              id={`${id}-link`}
              className="w-breaking__control"
              type="text"
              inputMode="url"
              maxLength={500}
              placeholder="/uz/news/… https://…"
              aria-describedby={`${id}-link-hint`}
              value={link}
              onChange={(event) => setLink(event.target.value)}
            />
            <p id={`${id}-link-hint`} className="w-breaking__meta">
              {t('breaking.linkHint')}
            </p>
          </div>
          <div className="w-breaking__field">
            <label htmlFor={`${id}-until`}>{t('breaking.untilLabel')}</label>
            <DateTimeInput
              id={`${id}-until`}
              className="w-breaking__control"
              required
              aria-describedby={`${id}-until-hint`}
              value={until}
              onChange={setUntil}
            />
            <p id={`${id}-until-hint`} className="w-breaking__meta">
              {t('breaking.untilHint', { days: BREAKING_MAX_DAYS })}
            </p>
          </div>
        </div>
        <div className="w-breaking__actions">
          <button type="submit" className="w-breaking__button w-breaking__button--primary" disabled={busy}>
            {up ? t('breaking.replace') : t('breaking.raiseNow')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The breaking-news banner for the newsroom (issue 26): the one up, and raising or lowering it. */
export default function BreakingAdmin(_props: WidgetProps<BreakingAdminParams>) {
  const t = useT('breakingAdmin');
  return (
    <SignedIn label={t('breaking.label')} minHeight="30rem">
      {(user: User) => (inNewsroom(user.roles) ? <Screen /> : <p>{t('breaking.forbidden')}</p>)}
    </SignedIn>
  );
}
