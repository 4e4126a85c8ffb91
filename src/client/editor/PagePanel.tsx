import type { StateLayout } from '@core/schemas/layout';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TEMPLATES } from '@widgets/stateLayout/templates';
import { useId, useState } from 'react';
import { type Loaded, listRevisions, loadDraft, loadRevision, type Revision } from './api';
import type { EditorKey, EditorT } from './i18n';
import { templateOf } from './model/layout';

interface PagePanelProps {
  state: string;
  layout: StateLayout;
  formatTime: (iso: string) => string;
  onTemplate: (template: string) => void;
  onOpenDraft: (draft: Loaded) => void;
  onOpenRevision: (layout: StateLayout, label: string) => void;
  onRestore: (revision: Revision) => void;
  busy: boolean;
  t: EditorT;
}

export const revisionsKey = (state: string) => ['editor', 'revisions', state] as const;
export const draftKey = (state: string) => ['editor', 'draft', state] as const;

/**
 * The page as a whole: its template (widgets of a region the new template lacks move to its main
 * region, never lost), its draft, and its revisions (who, when, what changed) to open or restore.
 */
export function PagePanel({
  state,
  layout,
  formatTime,
  onTemplate,
  onOpenDraft,
  onOpenRevision,
  onRestore,
  busy,
  t,
}: PagePanelProps) {
  const templateId = useId();
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const draft = useQuery({ queryKey: draftKey(state), queryFn: () => loadDraft(state), staleTime: 0 });
  const revisions = useQuery({
    queryKey: [...revisionsKey(state), page],
    queryFn: () => listRevisions(state, page),
    staleTime: 0,
  });
  const who = (r: { author: Revision['author'] }) =>
    r.author?.displayName || r.author?.username || t('page.someone');
  const open = async (r: Revision) => {
    const doc = await client.fetchQuery({
      queryKey: ['editor', 'revision', state, r._id],
      queryFn: () => loadRevision(state, r._id),
      staleTime: Number.POSITIVE_INFINITY,
    });
    onOpenRevision(doc, label(r));
  };
  const label = (r: Revision) =>
    r.status === 'draft' ? t('page.draftRow', { n: r._id }) : t('page.revision', { n: r.revision });
  return (
    <div className="editor-page">
      <label htmlFor={templateId}>{t('page.template')}</label>
      <select id={templateId} value={templateOf(layout)} onChange={(e) => onTemplate(e.target.value)}>
        {Object.keys(TEMPLATES).map((name) => (
          <option key={name} value={name}>
            {t(`page.templates.${name}` as EditorKey)}
          </option>
        ))}
      </select>

      <h3>{t('page.draft')}</h3>
      {draft.data ? (
        <p>
          {t('page.draftOf', { when: formatTime(draft.data.updatedAt ?? '') })}{' '}
          <button type="button" onClick={() => draft.data && onOpenDraft(draft.data)}>
            {t('page.loadDraft')}
          </button>
        </p>
      ) : (
        <p>{t('page.noDraft')}</p>
      )}

      <h3>{t('page.revisions')}</h3>
      {revisions.isError && <p role="alert">{t('page.loadError')}</p>}
      {revisions.data && revisions.data.data.length === 0 && <p>{t('page.noRevisions')}</p>}
      {revisions.data && revisions.data.data.length > 0 && (
        <ol className="editor-revisions">
          {revisions.data.data.map((r) => (
            <li key={r._id} data-revision-id={r._id} data-status={r.status}>
              <strong>{label(r)}</strong>{' '}
              <span>{t('page.by', { who: who(r), when: formatTime(r.created_at) })}</span>
              <p className="editor-revisions__summary">{r.summary.text}</p>
              <button
                type="button"
                onClick={() => void open(r)}
                aria-label={`${t('page.open')}: ${label(r)}`}
              >
                {t('page.open')}
              </button>{' '}
              <button
                type="button"
                disabled={busy}
                onClick={() => onRestore(r)}
                aria-label={`${t('page.restore')}: ${label(r)}`}
              >
                {t('page.restore')}
              </button>
            </li>
          ))}
        </ol>
      )}
      {revisions.data && revisions.data.meta.pages > page && (
        <button type="button" onClick={() => setPage((p) => p + 1)}>
          {t('page.more')}
        </button>
      )}
    </div>
  );
}
