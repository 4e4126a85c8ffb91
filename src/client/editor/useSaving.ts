import type { StateLayout } from '@core/schemas/layout';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showPublished } from '../app/layout-query';
import { SHORT_TOAST_MS, TOAST_MS, toast } from '../shell/toast';
import { type LayoutIssue, type Revision, restoreRevision, type SaveResult, saveLayout } from './api';
import type { ConflictInfo } from './Conflict';
import type { EditorT } from './i18n';
import { draftKey, revisionsKey } from './PagePanel';
import type { Base, EditorActions } from './useEditorState';

/** The refusals of a save, by widget id, by field (`params.level` → `level`). */
export function issuesById(issues: readonly LayoutIssue[]): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const issue of issues) {
    if (!issue.componentId) continue;
    const fields = out.get(issue.componentId) ?? new Map<string, string>();
    const field = (issue.field ?? '').replace(/^params\.?/, '');
    if (!fields.has(field)) fields.set(field, issue.message);
    out.set(issue.componentId, fields);
  }
  return out;
}

interface SavingOptions {
  state: string;
  layout: StateLayout;
  base: Base;
  actions: EditorActions;
  t: EditorT;
  /** Shows the settings of the first widget a save was refused for. */
  showSettings: () => void;
}

/**
 * The editor's saves (decision 019): publish or keep a draft with `If-Match`, restore a revision;
 * the server's refusals by widget and field, the conflict when someone else saved first, and
 * whether a save is under way.
 */
export function useSaving({ state, layout, base, actions, t, showSettings }: SavingOptions) {
  const client = useQueryClient();
  const [issues, setIssues] = useState<Map<string, Map<string, string>>>(() => new Map());
  const [conflict, setConflict] = useState<ConflictInfo | null>(null);
  const [busy, setBusy] = useState(false);

  const afterSave = (result: Extract<SaveResult, { kind: 'saved' }>, draft: boolean, sent: StateLayout) => {
    void toast(result.message, 'success', SHORT_TOAST_MS);
    setIssues(new Map());
    if (!draft) {
      actions.rebase({ etag: result.meta.etag, stored: true, saved: sent });
      // Visitors' reads were dropped on the server; this tab shows the new version at once.
      showPublished(client, state, {
        data: { ...result.layout, _id: state },
        meta: { source: 'stored', invalid: {} },
      });
    }
    void client.invalidateQueries({ queryKey: revisionsKey(state) });
    void client.invalidateQueries({ queryKey: draftKey(state) });
  };
  const refused = (result: SaveResult) => {
    if (result.kind === 'invalid') {
      const byId = issuesById(result.issues);
      setIssues(byId);
      const first = byId.keys().next().value;
      if (first) {
        actions.select(first);
        showSettings();
      }
      void toast(t('error.invalid', { message: result.message }), 'error', TOAST_MS);
    } else if (result.kind === 'conflict') {
      setConflict({ layout: result.layout, meta: result.meta });
    } else if (result.kind === 'failed') {
      void toast(t('error.generic', { message: result.message }), 'error', TOAST_MS);
    }
  };
  const save = async (draft: boolean, etag = base.etag) => {
    setBusy(true);
    try {
      const result = await saveLayout(layout, { create: !base.stored, etag, draft });
      if (result.kind === 'saved') afterSave(result, draft, layout);
      else refused(result);
    } finally {
      setBusy(false);
    }
  };
  const restore = async (revision: Revision) => {
    setBusy(true);
    try {
      const result = await restoreRevision(state, revision._id, base.etag);
      if (result.kind === 'saved') {
        actions.reset(result.layout, { etag: result.meta.etag, stored: true, saved: result.layout }, true);
        afterSave(result, false, result.layout);
      } else refused(result);
    } finally {
      setBusy(false);
    }
  };
  return { issues, setIssues, conflict, setConflict, busy, save, restore };
}
