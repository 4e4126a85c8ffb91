import type { Lang } from '@core/lang';
import { Route, Routes } from '@core/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { ICON_NAMES } from '../_kit/icons/names';
import { checkParams } from '../validate';
import Iconbox from './Iconbox';
import meta, { type IconboxParams } from './meta';

const schedule = { uz: 'Кўрсатувлар жадвали', en: 'TV schedule', oz: 'Koʻrsatuvlar jadvali' };

function show(params: IconboxParams, lang: Lang = 'uz') {
  return renderWithRuntime(
    <Routes>
      <Route path="/uz/" element={<Iconbox id="iconbox-1" params={params} />} />
      <Route path="/uz/schedule/" element={<p>Жадвал саҳифаси</p>} />
    </Routes>,
    { lang },
  );
}

describe('iconbox widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('accepts internal paths and http(s) URLs only as links', () => {
    const base = { icon: 'tv', title: schedule } as const;
    for (const link of [
      '/uz/schedule/',
      '/uz/anons/12/?page=2',
      'https://example.org/',
      'http://example.org/a',
    ]) {
      expect(checkParams(meta, { ...base, link }), link).toEqual([]);
    }
    for (const link of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'uz/schedule',
      'ftp://x',
      '/a b',
    ]) {
      expect(checkParams(meta, { ...base, link }), link).not.toEqual([]);
    }
  });

  it('shows the icon hidden from assistive technology, the title as a heading and the text', async () => {
    const { container } = show({
      icon: 'radio',
      title: { uz: 'Радио онлайн' },
      text: { uz: 'Жонли тингланг.' },
    });
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('data-icon')).toBe('radio');
    expect(screen.getByRole('heading', { level: 3, name: 'Радио онлайн' })).toBeTruthy();
    expect(screen.getByText('Жонли тингланг.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.innerHTML).not.toMatch(/https?:/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws every shipped icon inline', () => {
    for (const icon of ICON_NAMES) {
      const { container, unmount } = show({ icon, title: { uz: icon } });
      expect(container.querySelector(`svg[data-icon="${icon}"]`)?.children.length, icon).toBeGreaterThan(0);
      unmount();
    }
  });

  it('opens an internal link in the app through the router, from the keyboard too', async () => {
    const user = userEvent.setup();
    const { container } = show({ icon: 'calendar', title: schedule, link: '/uz/schedule/', level: 2 });
    const link = screen.getByRole('link', { name: 'Кўрсатувлар жадвали' });
    expect(link.getAttribute('href')).toBe('/uz/schedule/');
    expect(link.getAttribute('target')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).contains(link)).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    await user.tab();
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Жадвал саҳифаси')).toBeTruthy();
  });

  it('opens an external link in a new tab, safely, and says so', () => {
    show({ icon: 'star', title: schedule, link: 'https://example.org/rating' }, 'oz');
    const link = screen.getByRole('link', { name: 'Koʻrsatuvlar jadvali (yangi oynada ochiladi)' });
    expect(link.getAttribute('href')).toBe('https://example.org/rating');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders no link for a value that is neither an internal path nor http(s)', () => {
    show({ icon: 'info', title: schedule, link: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Кўрсатувлар жадвали' })).toBeTruthy();
  });

  it('follows the language fallback and renders nothing without any text', () => {
    show({ icon: 'news', title: schedule, text: { ru: 'Что в эфире' } }, 'en');
    expect(screen.getByRole('heading', { name: 'TV schedule' })).toBeTruthy();
    expect(screen.getByText('Что в эфире')).toBeTruthy();
    const { container } = renderWithRuntime(<Iconbox id="empty" params={{ icon: 'info', title: {} }} />);
    expect(container.innerHTML).toBe('');
  });
});
