import type { ModerationOverview } from '@core/schemas/moderation';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '@core/schemas/moderation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import ModerationAdmin from './ModerationAdmin';

const TOTAL = 120;
/** Audit lines 120..1, newest first, as the server pages them. */
const entry = (id: number): AuditEntry => ({
  _id: id,
  actor: 'Admin',
  action: 'ban',
  kind: null,
  targetId: null,
  subject: `User ${id}`,
  reason: 'spam',
  detail: '',
  createdAt: '2026-11-27T10:00:00.000Z',
});
const EMPTY: ModerationOverview = { reports: [], held: [], bans: [], words: [], audit: [] };

function show(route = '/en/admin/moderation/') {
  const asked: Record<string, unknown>[] = [];
  const rendered = renderWithRuntime(<ModerationAdmin id="mod" params={{}} />, {
    lang: 'en',
    route,
    session: { status: 'known', user: testUser({ roles: ['user', 'admin'] }) },
    api: (path, query) => {
      if (path === 'moderation.json') return { data: EMPTY };
      if (path !== 'moderation/audit.json') return undefined;
      asked.push(query);
      const page = Number(query.page);
      const count = Number(query.count);
      const ids = Array.from({ length: TOTAL }, (_, i) => TOTAL - i).slice((page - 1) * count, page * count);
      return { data: ids.map(entry), meta: { total: TOTAL, page, count, pages: Math.ceil(TOTAL / count) } };
    },
  });
  return { asked, user: userEvent.setup(), ...rendered };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('moderation screen: the audit log', () => {
  it('shows the first page of the server’s paged log, and the next page from the pagination', async () => {
    const { asked, user } = show();
    await waitFor(() => expect(rows()).toHaveLength(AUDIT_PAGE_SIZE));
    expect(asked[0]).toEqual({ page: 1, count: AUDIT_PAGE_SIZE });
    expect(rows()[0]?.textContent).toContain('User 120');
    expect(screen.getByText('Page 1 of 3 (actions in all: 120)')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: /./ });
    await user.click(within(pager).getByRole('link', { name: /3/ }));
    await waitFor(() => expect(rows()).toHaveLength(TOTAL - 2 * AUDIT_PAGE_SIZE));
    expect(rows()[0]?.textContent).toContain('User 20');
    expect(screen.getByText('Page 3 of 3 (actions in all: 120)')).toBeTruthy();
  });

  it('reads the page from the address', async () => {
    const { asked } = show('/en/admin/moderation/?page=2');
    await waitFor(() => expect(rows()[0]?.textContent).toContain('User 70'));
    expect(asked.at(-1)).toEqual({ page: 2, count: AUDIT_PAGE_SIZE });
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('2');
  });
});
