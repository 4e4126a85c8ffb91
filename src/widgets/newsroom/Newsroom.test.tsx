import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../../tests/helpers/render';
import Newsroom from './Newsroom';

const row = (id: string, en: string, unpublished_changes: boolean) => ({
  type: 'news',
  id,
  version: 3,
  status: 'published',
  live: true,
  publish_at: null,
  unpublish_at: null,
  published_at: '2026-11-20T10:00:00.000Z',
  unpublished_changes,
  updated_at: '2026-11-21T10:00:00.000Z',
  updated_by: 'Editor',
  title: { en },
});

describe('the newsroom list', () => {
  it('says which live items have unpublished changes', async () => {
    renderWithRuntime(<Newsroom id="nr" params={{}} />, {
      lang: 'en',
      isAdmin: true,
      api: (path) =>
        path === 'newsroom/news.json'
          ? {
              data: [row('edited', 'Edited story', true), row('same', 'Same story', false)],
              meta: { pages: 1 },
            }
          : undefined,
    });
    const edited = (await screen.findByRole('button', { name: 'Edit Edited story' })).closest('tr');
    const same = screen.getByRole('button', { name: 'Edit Same story' }).closest('tr');
    expect(within(edited as HTMLElement).getByText('Unpublished changes')).toBeTruthy();
    expect(within(same as HTMLElement).queryByText('Unpublished changes')).toBeNull();
  });

  it("says so in the item's form too, with what visitors see", async () => {
    const { type: _t, title: _ti, id: _i, ...meta } = row('edited', 'Edited story', true);
    renderWithRuntime(<Newsroom id="nr" params={{}} />, {
      lang: 'en',
      isAdmin: true,
      api: (path) =>
        path === 'newsroom/news.json'
          ? { data: [row('edited', 'Edited story', true)], meta: { pages: 1 } }
          : path === 'newsroom/news/edited.json'
            ? {
                data: {
                  _id: 'edited',
                  type: 'tv',
                  title: { uz: 'Edited story' },
                  date: '2026-11-20T10:00:00.000Z',
                },
                meta: { ...meta, type: 'news', id: 'edited' },
              }
            : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Edited story' }));
    expect(await screen.findByText('Unpublished changes')).toBeTruthy();
    expect(screen.getByText(/visitors see the earlier published version/)).toBeTruthy();
  });
});
