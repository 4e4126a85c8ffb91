import type { MineData } from '@core/schemas/personal';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../../tests/helpers/render';
import type { Session } from '../../session';
import { AddToListButton } from './AddToListButton';
import { MINE_STORAGE_KEY, resetMine } from './store';

const VISITOR: Partial<Session> = { status: 'known', user: null };
const ENTRY = { kind: 'broadcast', id: 'axborot', title: 'Ахборот', picture: null } as const;

afterEach(() => {
  resetMine();
  localStorage.clear();
});

describe('AddToListButton on a card (compact)', () => {
  it('is not there before the list is read (the cards carry nothing for it)', async () => {
    const { container } = renderWithRuntime(<AddToListButton compact entry={ENTRY} />);
    await new Promise((r) => setTimeout(r, 0));
    expect(container.innerHTML).toBe('');
  });

  it('once read, is an icon named with the title that follows the list everywhere', async () => {
    const user = userEvent.setup();
    const { container } = renderWithRuntime(
      <ul>
        <li style={{ position: 'relative' }}>
          <AddToListButton compact entry={ENTRY} />
        </li>
        <li>
          <AddToListButton entry={ENTRY} />
        </li>
      </ul>,
      { session: VISITOR },
    );
    const card = await screen.findByRole('button', { name: 'Менинг рўйхатим: Ахборот' });
    const page = screen.getByRole('button', { name: 'Менинг рўйхатим' });
    expect(card.textContent).toBe('');
    expect(card.getAttribute('aria-pressed')).toBe('false');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(card);
    await waitFor(() => expect(page.getAttribute('aria-pressed')).toBe('true'));
    expect(card.getAttribute('aria-pressed')).toBe('true');
    const kept = JSON.parse(localStorage.getItem(MINE_STORAGE_KEY) ?? '{}') as MineData;
    expect(kept.list.map((e) => `${e.kind}/${e.id}`)).toEqual(['broadcast/axborot']);
  });
});
