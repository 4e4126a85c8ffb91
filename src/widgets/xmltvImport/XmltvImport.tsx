import { useT } from '@core/i18n/react';
import { type I18nText, pickText } from '@core/lang';
import { inNewsroom } from '@core/newsroom';
import type { User } from '@core/schemas/auth';
import { type FormEvent, useId, useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { messageOf, newsroomRequest } from '../_kit/newsroom/request';
import { useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import type { XmltvImportParams } from './meta';
import '../_kit/newsroom/newsroom.css';

interface Change {
  time: string;
  title: I18nText;
}
interface Preview {
  token: string;
  base: string;
  channels: { id: string; names: string[]; programmes: number; mapped: string | null }[];
  ours: { id: string; title: I18nText }[];
  days: { channel: string; date: string; added: Change[]; changed: Change[]; removed: Change[] }[];
  totals: { days: number; changed_days: number; added: number; changed: number; removed: number };
}

function Changes({
  label,
  items,
  lang,
}: {
  label: string;
  items: Change[];
  lang: 'uz' | 'oz' | 'ru' | 'en';
}) {
  if (items.length === 0) return null;
  return (
    <>
      <h4>{label}</h4>
      <ul>
        {items.map((c) => (
          <li key={c.time}>
            {c.time} {pickText(c.title, lang)}
          </li>
        ))}
      </ul>
    </>
  );
}

function Importer() {
  const t = useT('xmltvImport');
  const runtime = useRuntime();
  const session = useSession();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [mapping, setMapping] = useState<Record<string, string | null> | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const body = (extra: Record<string, string>) => {
    if (file) {
      const form = new FormData();
      for (const [k, v] of Object.entries(extra)) form.append(k, v);
      form.append('file', file, file.name);
      return form;
    }
    return { url, ...extra };
  };

  const run = async (step: 'preview' | 'commit') => {
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      const extra: Record<string, string> = {};
      if (mapping) extra.mapping = JSON.stringify(mapping);
      if (step === 'commit' && preview) Object.assign(extra, { token: preview.token, base: preview.base });
      const answer = await newsroomRequest<{ data: Preview; message?: string }>(
        'POST',
        `newsroom/import/xmltv/${step}.json`,
        { token: session.token(), lang: runtime.lang, body: body(extra) },
      );
      if (answer.status !== 200) {
        setError(messageOf(answer.body, t('imp.failed')));
        if (step === 'preview') setPreview(null);
        return;
      }
      if (step === 'preview') {
        setPreview(answer.body.data);
        setMapping(Object.fromEntries(answer.body.data.channels.map((c) => [c.id, c.mapped])));
      } else {
        setDone(messageOf(answer.body, t('imp.done')));
        setPreview(null);
        runtime.toast(messageOf(answer.body, t('imp.done')), 'success');
      }
    } catch {
      setError(t('imp.failed'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file && !url.trim()) return setError(t('imp.noFile'));
    setMapping(null);
    void run('preview');
  };

  const mappingChanged =
    preview && mapping && preview.channels.some((c) => (mapping[c.id] ?? null) !== c.mapped);

  return (
    <div className="w-sched-ed">
      <form className="w-sched-ed__form" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
        <h3 id={`${id}-h`}>{t('imp.source')}</h3>
        <div className="w-sched-ed__row">
          <label htmlFor={`${id}-file`}>{t('imp.file')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".xml,.gz,application/xml,text/xml,application/gzip"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPreview(null);
            }}
          />
        </div>
        <div className="w-sched-ed__row">
          <label htmlFor={`${id}-url`}>{t('imp.url')}</label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={url}
            disabled={!!file}
            onChange={(event) => setUrl(event.target.value)}
          />
        </div>
        <div className="w-sched-ed__actions">
          <button type="submit" className="w-sched-ed__button w-sched-ed__button--primary" disabled={busy}>
            {t('imp.preview')}
          </button>
        </div>
      </form>
      {error && (
        <p className="w-sched-ed__error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="w-sched-ed__hint" role="status">
          {done}
        </p>
      )}
      {preview && mapping && (
        <section className="w-sched-ed__form" aria-labelledby={`${id}-result`}>
          <h3 id={`${id}-result`}>{t('imp.result')}</h3>
          <p role="status">
            {t('imp.totals', {
              days: preview.totals.days,
              changed: preview.totals.changed_days,
              added: preview.totals.added,
              edits: preview.totals.changed,
              removed: preview.totals.removed,
            })}
          </p>
          <table>
            <caption>{t('imp.mapping')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('imp.theirs')}</th>
                <th scope="col">{t('imp.programmes')}</th>
                <th scope="col">{t('imp.ours')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.channels.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    {c.id}
                    {c.names[0] ? ` (${c.names[0]})` : ''}
                  </th>
                  <td>{c.programmes}</td>
                  <td>
                    <select
                      aria-label={t('imp.mapTo', { id: c.id })}
                      value={mapping[c.id] ?? ''}
                      onChange={(event) => setMapping({ ...mapping, [c.id]: event.target.value || null })}
                    >
                      <option value="">{t('imp.skip')}</option>
                      {preview.ours.map((o) => (
                        <option key={o.id} value={o.id}>
                          {pickText(o.title, runtime.lang)}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.days.map((d) => (
            <details key={`${d.channel} ${d.date}`}>
              <summary>
                {t('imp.day', {
                  channel: d.channel,
                  date: d.date,
                  added: d.added.length,
                  edits: d.changed.length,
                  removed: d.removed.length,
                })}
              </summary>
              <Changes label={t('imp.added')} items={d.added} lang={runtime.lang} />
              <Changes label={t('imp.changed')} items={d.changed} lang={runtime.lang} />
              <Changes label={t('imp.removed')} items={d.removed} lang={runtime.lang} />
            </details>
          ))}
          <p className="w-sched-ed__hint">{t('imp.replaces')}</p>
          <div className="w-sched-ed__actions">
            {mappingChanged ? (
              <button
                type="button"
                className="w-sched-ed__button"
                disabled={busy}
                onClick={() => void run('preview')}
              >
                {t('imp.again')}
              </button>
            ) : (
              <button
                type="button"
                className="w-sched-ed__button w-sched-ed__button--primary"
                disabled={busy || preview.totals.changed_days === 0}
                onClick={() => void run('commit')}
              >
                {t('imp.commit', { n: preview.totals.changed_days })}
              </button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

/**
 * The XMLTV import (issue 26; editors and admins): a file (.xml, .xml.gz) or an address, a preview
 * of what it adds, changes and removes per channel and Tashkent day with the channels' mapping
 * (changed mapping: preview again), then a commit of exactly what was previewed.
 */
export default function XmltvImport(_props: WidgetProps<XmltvImportParams>) {
  const t = useT('xmltvImport');
  return (
    <SignedIn label={t('imp.label')} minHeight="20rem">
      {(user: User) => (inNewsroom(user.roles) ? <Importer /> : <p>{t('imp.forbidden')}</p>)}
    </SignedIn>
  );
}
