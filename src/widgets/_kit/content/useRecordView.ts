import { whenIdle } from '@core/idle';
import type { ContentDb } from '@core/schemas/content';
import { useEffect } from 'react';
import { useRuntime } from '../../runtime';

/**
 * Registers a view of an item (spec §7 `POST /rating/{db}/{id}.json`: "opening an item registers
 * a view") once the item is shown in the browser: after hydration, once per item shown, quietly
 * (a failed count is nobody's business). The server counts one view per visitor, item and hour,
 * so reloads and back-and-forth do not inflate the ratings. Nothing is sent while rendering on the
 * server, nor before the item is known to exist (`id` null). It waits for the browser to be idle:
 * the count is nobody's hurry, the page's start is.
 */
export function useRecordView(db: ContentDb, id: string | null): void {
  const { send } = useRuntime();
  useEffect(() => {
    if (!id) return;
    return whenIdle(() => {
      send('POST', `rating/${db}/${encodeURIComponent(id)}.json`, {}, { quiet: true }).catch(() => {
        // Offline, rate limited or gone: the view simply does not count.
      });
    });
  }, [send, db, id]);
}
