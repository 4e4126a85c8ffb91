import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../../tests/helpers/render';
import { Badges, hasBadges } from './Badges';

describe('badges (issue 26)', () => {
  it('renders nothing for an item that carries none', () => {
    expect(hasBadges({})).toBe(false);
    expect(hasBadges({ rating: null, subtitles: [] })).toBe(false);
    const { container } = renderWithRuntime(<Badges item={{ rating: null, subtitles: [] }} />);
    expect(container.querySelector('ul')).toBeNull();
  });

  it('lists the rating, then subtitles, sign language and audio description, each named in full', async () => {
    const { container } = renderWithRuntime(
      <Badges
        item={{
          rating: '16+',
          subtitles: [{}],
          sign_language_url: '/media/sign.m3u8',
          audio_description_url: '/media/ad.m3u8',
        }}
      />,
      { lang: 'en' },
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    // What is seen: "16+", "CC", "Sign language", "AD"; what is read: the words in full.
    expect(items.map((li) => li.textContent)).toEqual([
      'Age rating: 16+',
      'CCSubtitles',
      'Sign language',
      'ADAudio description',
    ]);
    expect(items[1]?.querySelector('[aria-hidden="true"]')?.textContent).toBe('CC');
    expect(items[1]?.getAttribute('title')).toBe('Subtitles');
    expect(await axeViolations(container)).toEqual([]);
  });
});
