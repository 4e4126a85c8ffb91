import { NEWSROOM_DOCUMENTS } from '@core/schemas/newsroom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { uiSchemaOf } from '../_kit/newsroom/form-schema';
import { ReferenceWidget, withReferences } from './ReferenceWidget';

const row = (id: string, en: string, live = true) => ({
  type: 'channel',
  id,
  version: 1,
  status: live ? 'published' : 'draft',
  live,
  publish_at: null,
  unpublish_at: null,
  published_at: null,
  updated_at: null,
  updated_by: null,
  title: { en },
});
const CHANNELS = [row('yoshlar', 'Youth'), row('sport', 'Sport'), row('new-one', 'Another', false)];

function widget(value: string | undefined, onChange: (v: unknown) => void = () => {}) {
  const props = {
    id: 'nr-broadcast_channel',
    name: 'channel',
    label: 'channel',
    value,
    onChange,
    options: { refType: 'channel' },
    schema: {},
  } as unknown as Parameters<typeof ReferenceWidget>[0];
  // rjsf's field template labels the control with the field's title.
  return (
    <>
      <label htmlFor="nr-broadcast_channel">channel</label>
      <ReferenceWidget {...props} />
    </>
  );
}

describe('the newsroom reference picker', () => {
  it("is what a document's references are edited with (a list of ids: each item)", () => {
    const ui = (type: 'broadcast' | 'person' | 'news') =>
      withReferences(
        type,
        NEWSROOM_DOCUMENTS[type] as never,
        uiSchemaOf(NEWSROOM_DOCUMENTS[type] as never, {}),
      );
    const picks = (target: string) => ({ 'ui:widget': 'reference', 'ui:options': { refType: target } });
    expect(ui('broadcast').channel).toEqual(picks('channel'));
    expect(ui('broadcast').category).toEqual(picks('category'));
    expect(ui('news').category).toEqual(picks('category'));
    expect((ui('person').channels as Record<string, unknown>).items).toEqual(picks('channel'));
    // The generated parts stay: the title is still the four languages side by side.
    expect(ui('broadcast').title).toMatchObject({ 'ui:classNames': 'w-nr__langs' });
  });

  it('lists the items by title and id, marks those not on the site, and picks one', async () => {
    const picked: unknown[] = [];
    const { calls } = renderWithRuntime(
      widget(undefined, (v) => picked.push(v)),
      {
        lang: 'en',
        api: (path) => (path === 'newsroom/channel.json' ? { data: CHANNELS, meta: {} } : undefined),
      },
    );
    const select = screen.getByRole('combobox', { name: 'channel' }) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(4));
    expect([...select.options].map((o) => o.textContent)).toEqual([
      '— none —',
      'Another (new-one) · not on the site',
      'Sport (sport)',
      'Youth (yoshlar)',
    ]);
    fireEvent.change(select, { target: { value: 'sport' } });
    expect(picked).toEqual(['sport']);
    fireEvent.change(select, { target: { value: '' } });
    expect(picked).toEqual(['sport', undefined]);
    expect(calls.some((c) => c.path === 'newsroom/channel.json')).toBe(true);
  });

  it('searches by title on the server, and keeps the current value when it is not listed', async () => {
    const { calls } = renderWithRuntime(widget('gone'), {
      lang: 'en',
      api: (path, query) =>
        path === 'newsroom/channel.json'
          ? {
              data: CHANNELS.filter((c) => !query.title || c.title.en.includes(String(query.title))),
              meta: {},
            }
          : undefined,
    });
    const select = screen.getByRole('combobox', { name: 'channel' }) as HTMLSelectElement;
    expect(select.value).toBe('gone');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find: channel' }), { target: { value: 'Spo' } });
    await waitFor(() => expect(calls.some((c) => c.query.title === 'Spo')).toBe(true));
    await waitFor(() => expect([...select.options].map((o) => o.value)).toEqual(['', 'gone', 'sport']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find: channel' }), { target: { value: 'zzz' } });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Nothing matches');
  });
});
