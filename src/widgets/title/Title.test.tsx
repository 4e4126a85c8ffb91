import type { Lang } from '@core/lang';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { checkParams } from '../validate';
import meta, { type TitleParams } from './meta';
import Title from './Title';

const news = { uz: 'Янгиликлар', ru: 'Новости', en: 'News', oz: 'Yangiliklar' };

function show(params: TitleParams, lang: Lang = 'uz') {
  return renderWithRuntime(<Title id="title-1" params={params} />, { lang });
}

describe('title widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it.each([1, 2, 3, 4])('renders level %i as an h%i heading', async (level) => {
    const { container } = show({ text: news, level });
    const heading = screen.getByRole('heading', { level, name: 'Янгиликлар' });
    expect(heading.tagName).toBe(`H${level}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps an out-of-range level within h1..h4', () => {
    show({ text: news, level: 9 });
    expect(screen.getByRole('heading', { level: 4 })).toBeTruthy();
  });

  it('shows the text of the runtime language', () => {
    show({ text: news, level: 2 }, 'ru');
    expect(screen.getByRole('heading', { name: 'Новости' })).toBeTruthy();
  });

  it('falls back along the language order when a text is missing', () => {
    show({ text: { ru: 'Новости', en: 'News' }, level: 2 }, 'uz');
    expect(screen.getByRole('heading', { name: 'Новости' })).toBeTruthy();
  });

  it('never shows Cyrillic on a Latin page when a Latin text exists', () => {
    show({ text: { uz: 'Янгиликлар', ru: 'Новости', en: 'News' }, level: 2 }, 'oz');
    expect(screen.getByRole('heading', { name: 'News' })).toBeTruthy();
  });

  it('renders nothing when there is no text in any language', () => {
    expect(show({ text: {}, level: 2 }).container.innerHTML).toBe('');
    expect(show({ text: { uz: '' }, level: 1 }).container.innerHTML).toBe('');
  });

  it('aligns the heading as configured', () => {
    show({ text: news, level: 2, align: 'center' });
    expect(screen.getByRole('heading').className).toContain('w-title--center');
  });
});
