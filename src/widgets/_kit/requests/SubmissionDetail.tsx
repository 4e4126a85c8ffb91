import { pickText } from '@core/lang';
import type { Broadcast } from '@core/schemas/content';
import type { Channel } from '@core/schemas/entities';
import type { Attachment, Submission } from '@core/schemas/submissions';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useApi, useRuntime } from '../../runtime';
import { type FormField, formFields } from './fields';
import { submissionPath } from './paths';
import { formatDay, formatMoment, formatSize, useRequestTexts } from './texts';
import './buttons.css';
import './requests.css';

interface ListEntry {
  _id: string;
  title: Record<string, string>;
}

/** A submission's status as text (not colour alone). */
export function StatusText({ status }: { status: Submission['status'] }) {
  const { status: word } = useRequestTexts();
  return <span className={`r-status r-status--${status}`}>{word(status)}</span>;
}

/** A field's value as sent (`detail.x` or a common field), or undefined. */
function sentValue(submission: Submission, field: FormField): string | number | undefined {
  const value = field.name.startsWith('detail.')
    ? submission.detail[field.key]
    : (submission as unknown as Record<string, unknown>)[field.name];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** The titles of what a submission names by id: its channel, broadcast and region. */
function useTitles(submission: Submission) {
  const { product, lang } = useRuntime();
  const region = submission.detail.region;
  const channels = useApi<Channel[]>(submission.channel ? `${product}/channel.json` : null, { count: 'all' });
  const broadcasts = useApi<Broadcast[]>(
    submission.channel && submission.broadcast ? `${product}/broadcast.json` : null,
    { channel: submission.channel, count: 'all' },
  );
  const regions = useApi<ListEntry[]>(region ? 'list/region/all.json' : null, { count: 'all' });
  const find = (list: { _id: string; title: Record<string, string> }[] | undefined, id: unknown) => {
    const found = list?.find((item) => item._id === id);
    return found ? pickText(found.title, lang) : undefined;
  };
  return {
    channel: find(channels.data?.data, submission.channel),
    broadcast: find(broadcasts.data?.data, submission.broadcast),
    region: find(regions.data?.data, region),
  };
}

/**
 * One submission opened from a table (the user's own, or the newsroom's): what was sent, with the
 * labels of its form, the attachments (signed links; images as thumbnails with alt text), the
 * history of its status. Read fresh (`GET {product}/form/submission/{id}.json`), the list's row
 * shown meanwhile. Its heading takes focus when it opens; `children` come after (the review).
 */
export function SubmissionDetail({
  row,
  onClose,
  showSender = false,
  children,
}: {
  row: Submission;
  onClose: () => void;
  showSender?: boolean;
  children?: (submission: Submission) => ReactNode;
}) {
  const { product, lang } = useRuntime();
  const { t, label, option, formName, status } = useRequestTexts();
  const read = useApi<Submission>(submissionPath(product, row._id), {}, { quiet: true, staleTime: 0 });
  const submission = read.data?.data ?? row;
  const titles = useTitles(submission);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: another submission opened moves focus again
  useEffect(() => heading.current?.focus(), [row._id]);

  const shown = (field: FormField, value: string | number): string => {
    if (field.kind === 'radio' || field.kind === 'select') return option(field.key, String(value));
    if (field.kind === 'channel') return titles.channel ?? String(value);
    if (field.kind === 'broadcast') return titles.broadcast ?? String(value);
    if (field.kind === 'region') return titles.region ?? String(value);
    if (field.kind === 'date') return formatDay(String(value), lang);
    return String(value);
  };
  const facts = formFields(submission.form).flatMap((field) => {
    const value = field.kind === 'file' ? undefined : sentValue(submission, field);
    return value === undefined || value === ''
      ? []
      : [{ term: label(submission.form, field.key), value: shown(field, value) }];
  });

  return (
    <section className="r-detail" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="r-detail__heading">
        {t('detail.heading', { title: submission.title || formName(submission.form) })}
      </h3>
      <dl className="r-facts">
        <dt>{t('detail.form')}</dt>
        <dd>{formName(submission.form)}</dd>
        {showSender && (
          <>
            <dt>{t('detail.sender')}</dt>
            <dd>
              {submission.sender
                ? `${submission.sender.displayName || submission.sender.username} (${submission.sender.username})`
                : t('detail.anonymous')}
            </dd>
          </>
        )}
        <dt>{t('detail.sent')}</dt>
        <dd>
          <time dateTime={submission.created}>{formatMoment(submission.created, lang)}</time>
        </dd>
        <dt>{t('detail.status')}</dt>
        <dd>
          <StatusText status={submission.status} />
        </dd>
        <dt>{t('detail.answer')}</dt>
        <dd>{submission.answer || <span className="r-muted">{t('my.noAnswer')}</span>}</dd>
        {facts.map((fact) => (
          <FactRow key={fact.term} term={fact.term} value={fact.value} />
        ))}
      </dl>
      {submission.attachments.length > 0 && (
        <>
          <h4>{t('detail.attachments')}</h4>
          <ul className="r-attachments">
            {submission.attachments.map((file) => (
              <AttachmentItem key={file._id} file={file} field={label(submission.form, file.field)} />
            ))}
          </ul>
        </>
      )}
      {submission.history.length > 0 && (
        <>
          <h4>{t('detail.history')}</h4>
          <ol className="r-history">
            {submission.history.map((step) => (
              <li key={`${step.at}-${step.status}`}>
                <time dateTime={step.at}>{formatMoment(step.at, lang)}</time>
                {': '}
                {step.by
                  ? t('detail.by', { status: status(step.status), name: step.by })
                  : status(step.status)}
                {step.answer && <p className="r-facts__answer">{step.answer}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
      {read.isError && <p className="r-muted">{t('detail.failed')}</p>}
      {children?.(submission)}
      <p className="r-actions">
        <button type="button" className="r-button" onClick={onClose}>
          {t('detail.close')}
        </button>
      </p>
    </section>
  );
}

function FactRow({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** An attachment: an image's thumbnail linked to the file, or the file's name linked. */
function AttachmentItem({ file, field }: { file: Attachment; field: string }) {
  const { t } = useRequestTexts();
  const { lang } = useRuntime();
  const size = formatSize(file.size, lang);
  return (
    <li>
      {file.thumb ? (
        <a href={file.link} target="_blank" rel="noopener noreferrer">
          <img
            src={file.thumb}
            alt={t('detail.preview', { file: file.title })}
            width={128}
            height={96}
            loading="lazy"
          />
        </a>
      ) : null}
      <span className="r-muted">{field}: </span>
      {file.thumb ? (
        <span>{file.title}</span>
      ) : (
        <a href={file.link} target="_blank" rel="noopener noreferrer" className="r-link">
          {file.title}
        </a>
      )}{' '}
      <span className="r-muted">({size})</span>
    </li>
  );
}
