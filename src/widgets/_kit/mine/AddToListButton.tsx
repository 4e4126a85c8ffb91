import { useT } from '@core/i18n/react';
import type { MineEntry } from '@core/schemas/personal';
import { inList, toggleList, useMine } from './store';
import './mine.css';

/**
 * The "My list" toggle (issue 28) of a channel, broadcast, recording or person: pressed when the
 * item is in the viewer's list (on the device or in the account). The server renders it not
 * pressed (its pages are anonymous); it follows the list after hydration, in a box of the same
 * size. The icon is drawn in CSS (a plus, a check when pressed): small markup on cards.
 */
export function AddToListButton({
  entry,
  compact = false,
}: {
  entry: Omit<MineEntry, 'at'>;
  compact?: boolean;
}) {
  const t = useT('kit.mine');
  const mine = useMine();
  const pressed = inList(entry.kind, entry.id, mine);
  return (
    <button
      type="button"
      className={`k-mine__toggle${compact ? ' k-mine__toggle--compact' : ''}`}
      aria-pressed={pressed}
      aria-label={compact ? `${t('list.toggle')}: ${entry.title}` : undefined}
      onClick={() => toggleList(entry)}
    >
      {compact ? null : t('list.toggle')}
    </button>
  );
}
