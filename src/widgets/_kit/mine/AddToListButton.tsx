import { useT } from '@core/i18n/react';
import type { MineEntry } from '@core/schemas/personal';
import { inList, toggleList, useMine } from './store';
import './mine.css';

/**
 * The "My list" toggle (issue 28) of a channel, broadcast, recording or person: pressed when the
 * item is in the viewer's list (on the device or in the account). The icon is drawn in CSS (a plus,
 * a check when pressed).
 *
 * On a page it is a labelled button: the server renders it not pressed (its pages are anonymous)
 * and it follows the list after hydration, in a box of the same size. On a list's card (`compact`)
 * it is an icon over the corner of the picture (the positioned parent may set `--overlay-inset`), named
 * with the item's title, and it appears only once the list is read after hydration: the cards'
 * HTML carries nothing for it, and as it takes no room in the card's flow nothing moves.
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
  if (compact && !mine.ready) return null;
  const pressed = inList(entry.kind, entry.id, mine);
  return (
    <button
      type="button"
      className={`k-mine__toggle${compact ? ' k-mine__toggle--compact' : ''}`}
      aria-pressed={pressed}
      aria-label={compact ? `${t('list.toggle')}: ${entry.title}` : undefined}
      title={compact ? t('list.toggle') : undefined}
      onClick={() => toggleList(entry)}
    >
      {compact ? null : t('list.toggle')}
    </button>
  );
}
