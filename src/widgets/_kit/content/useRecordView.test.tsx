import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../../../tests/helpers/render';
import ChannelView from '../../channelView/ChannelView';
import { useRecordView } from './useRecordView';

function Probe({ id }: { id: string | null }) {
  useRecordView('news', id);
  return null;
}

describe('useRecordView', () => {
  it('registers one view of a shown item, quietly, and none before the item is known', async () => {
    const shown = renderWithRuntime(<Probe id="yangi-yil" />, { send: () => ({ data: { count: 1 } }) });
    await waitFor(() => expect(shown.sent).toHaveLength(1));
    expect(shown.sent[0]).toEqual({ method: 'POST', path: 'rating/news/yangi-yil.json', body: {} });
    await new Promise((r) => setTimeout(r, 20));
    expect(shown.sent).toHaveLength(1);

    const unknown = renderWithRuntime(<Probe id={null} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(unknown.sent).toEqual([]);
  });

  it('does not let a failed count show anything', async () => {
    const failed = renderWithRuntime(<Probe id="x" />);
    await waitFor(() => expect(failed.sent).toHaveLength(1));
    expect(failed.toasts).toEqual([]);
  });

  it('counts a view of a channel once its view is shown (channels are rated by views)', async () => {
    const channel = {
      _id: 'yoshlar',
      type: 'tv',
      title: { uz: 'Ёшлар' },
      photo: null,
      about: {},
      is_hidden: false,
      order: 1,
      regional: false,
    };
    const view = renderWithRuntime(<ChannelView id="channel" params={{ channel: 'yoshlar' }} />, {
      api: (path) =>
        path === 'efir/channel/yoshlar.json'
          ? { data: channel, meta: {} }
          : path.startsWith('efir/schedule/')
            ? { data: { channel: 'yoshlar', date: '2026-11-23', items: [] }, meta: {} }
            : undefined,
    });
    await waitFor(() => expect(view.sent.map((s) => s.path)).toEqual(['rating/channel/yoshlar.json']));
  });
});
