/* The newsroom editor's conflict: a write another editor's overtook, both versions side by side. */
import { useT } from '@core/i18n/react';
import type { NewsroomItem } from '@core/schemas/newsroom';
import { useId } from 'react';
import { formatDateTime } from '../_kit/content/datetime';

/** The conflict: the editor's version beside the one saved meanwhile, and the two ways out. */
export function Conflict({
  mine,
  current,
  onKeep,
  onTake,
}: {
  mine: Record<string, unknown>;
  current: NewsroomItem;
  onKeep(): void;
  onTake(): void;
}) {
  const t = useT('newsroom');
  const headingId = useId();
  const { meta } = current;
  return (
    <section className="w-nr__conflict" role="alert" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('nr.conflictTitle')}</h3>
      <div className="w-nr__sides">
        <div>
          <h4>{t('nr.yours')}</h4>
          <pre className="w-nr__json">{JSON.stringify(mine, null, 2)}</pre>
        </div>
        <div>
          <h4>
            {t('nr.theirs', {
              n: meta.version,
              who: meta.updated_by ?? t('nr.someone'),
              at: formatDateTime(meta.updated_at ?? ''),
            })}
          </h4>
          <pre className="w-nr__json">{JSON.stringify(current.data, null, 2)}</pre>
        </div>
      </div>
      <div className="w-nr__actions">
        <button type="button" className="w-nr__button w-nr__button--primary" onClick={onKeep}>
          {t('nr.keepMine', { n: meta.version })}
        </button>
        <button type="button" className="w-nr__button" onClick={onTake}>
          {t('nr.takeTheirs')}
        </button>
      </div>
    </section>
  );
}
