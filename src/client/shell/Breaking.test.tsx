import type { Breaking as BreakingData } from '@core/schemas/breaking';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { Breaking, DISMISSED_KEY } from './Breaking';

const soon = () => new Date(Date.now() + 3_600_000).toISOString();
const banner = (over: Partial<BreakingData> = {}): BreakingData => ({
  _id: 'b1',
  text: { uz: 'Шошилинч хабар', en: 'Flood warning in the valley' },
  link: '/uz/news/',
  until: soon(),
  created_at: new Date().toISOString(),
  ...over,
});

function show(data: BreakingData | null, lang: 'en' | 'uz' | 'ru' = 'en') {
  return renderWithRuntime(<Breaking />, {
    lang,
    api: (path) => (path === 'breaking.json' ? { data, meta: {} } : undefined),
  });
}

afterEach(() => sessionStorage.clear());

describe('Breaking', () => {
  it('shows the banner in a polite status region, with its link and a labelled hide button', async () => {
    const { container } = show(banner());
    expect(await screen.findByText('Flood warning in the valley')).toBeTruthy();
    const region = container.querySelector('.breaking-region');
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/uz/news/');
    expect(screen.getByRole('button', { name: 'Hide the banner' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('falls back to the Uzbek text, marked as such', async () => {
    show(banner({ text: { uz: 'Фақат ўзбекча' } }), 'ru');
    const text = await screen.findByText('Фақат ўзбекча');
    expect(text.getAttribute('lang')).toBe('uz-Cyrl');
  });

  it('is hidden for the tab once dismissed, and only that banner', async () => {
    show(banner());
    fireEvent.click(await screen.findByRole('button', { name: 'Hide the banner' }));
    await waitFor(() => expect(screen.queryByText('Flood warning in the valley')).toBeNull());
    expect(JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]')).toEqual(['b1']);
  });

  it('stays hidden on the next page of the tab, while another banner shows', async () => {
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(['b1']));
    const first = show(banner());
    await waitFor(() => expect(screen.queryByText('Flood warning in the valley')).toBeNull());
    first.unmount();
    show(banner({ _id: 'b2', text: { uz: 'Бошқа', en: 'Another one' } }));
    expect(await screen.findByText('Another one')).toBeTruthy();
  });

  it('shows nothing when none is up or its time is over, keeping the empty region', async () => {
    const { container } = show(banner({ until: new Date(Date.now() - 1000).toISOString() }));
    await waitFor(() => expect(container.querySelector('.breaking-region')).not.toBeNull());
    expect(container.querySelector('.breaking')).toBeNull();
    const none = show(null);
    expect(none.container.querySelector('.breaking')).toBeNull();
  });

  it('opens an https link as a plain link', async () => {
    show(banner({ link: 'https://example.uz/live' }));
    expect((await screen.findByRole('link', { name: 'More' })).getAttribute('href')).toBe(
      'https://example.uz/live',
    );
  });
});
