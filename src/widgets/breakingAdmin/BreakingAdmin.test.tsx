import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import BreakingAdmin, { fromTashkentInput, toTashkentInput } from './BreakingAdmin';

describe('BreakingAdmin', () => {
  it('reads and writes the time on the Tashkent clock', () => {
    expect(fromTashkentInput('2026-11-28T14:30')).toBe('2026-11-28T09:30:00.000Z');
    expect(toTashkentInput(Date.parse('2026-11-28T09:30:00Z'))).toBe('2026-11-28T14:30');
    expect(fromTashkentInput('tomorrow')).toBeNull();
  });

  it('raises a banner from the four texts, the link and the time, and is axe-clean', async () => {
    const sent: { method: string; path: string; body: unknown }[] = [];
    const { container } = renderWithRuntime(<BreakingAdmin id="breaking" params={{}} />, {
      isAdmin: true,
      lang: 'en',
      api: (path) => (path === 'breaking.json' ? { data: null, meta: {} } : undefined),
      send: (method, path, body) => {
        sent.push({ method, path, body });
        return { message: 'The banner is up.', data: null };
      },
    });
    expect(await screen.findByText('No banner is up.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Uzbek (Cyrillic) (required)'), { target: { value: ' Хабар ' } });
    fireEvent.change(screen.getByLabelText('English'), { target: { value: 'News' } });
    fireEvent.change(screen.getByLabelText('Link (optional)'), { target: { value: '/uz/news/' } });
    fireEvent.change(screen.getByLabelText('Up until (Tashkent time)'), {
      target: { value: '2030-01-01T10:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Raise the banner' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: 'newsroom/breaking.json',
      body: { text: { uz: 'Хабар', en: 'News' }, link: '/uz/news/', until: '2030-01-01T05:00:00.000Z' },
    });
    expect(await axeViolations(container)).toEqual([]);
  });
});
