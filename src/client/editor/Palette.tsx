import { useDraggable } from '@dnd-kit/core';
import { WIDGETS } from '@widgets/meta';
import type { WidgetCategory, WidgetMeta } from '@widgets/types';
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import type { EditorKey, EditorT } from './i18n';
import { isPlaceable } from './model/ops';

/** The dnd-kit id of a palette entry: dropping it adds a widget. */
export const paletteDragId = (name: string) => `palette:${name}`;
export const widgetOfDragId = (id: string) => (id.startsWith('palette:') ? id.slice(8) : null);

const CATEGORIES: readonly WidgetCategory[] = [
  'layout',
  'content',
  'media',
  'navigation',
  'broadcast',
  'page',
];

interface PaletteProps {
  regions: readonly string[];
  regionName: (region: string) => string;
  nameOf: (component: string) => string;
  onAdd: (component: string, region: string) => void;
  t: EditorT;
}

/** Folds case and the Uzbek apostrophes, so "oʻ", "o'" and "O‘" all match. */
const fold = (s: string) => s.toLocaleLowerCase().replace(/[ʻʼ‘’`']/g, "'");

/**
 * Every placeable registry widget, grouped by category, with a search box (titles in the
 * interface language and the widget's name). Each entry drags onto the page or, without
 * dragging, is added to the region chosen above by its "Add" button.
 */
export function Palette({ regions, regionName, nameOf, onAdd, t }: PaletteProps) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [region, setRegion] = useState(regions.includes('main') ? 'main' : (regions[0] ?? 'main'));
  const target = regions.includes(region) ? region : (regions[0] ?? 'main');
  const searchId = useId();
  const regionId = useId();
  const groups = useMemo(() => {
    const q = fold(deferred.trim());
    const hits = WIDGETS.filter(
      (w) => isPlaceable(w.name) && (!q || fold(nameOf(w.name)).includes(q) || fold(w.name).includes(q)),
    );
    return CATEGORIES.map((c) => [c, hits.filter((w) => w.category === c)] as const).filter(
      ([, list]) => list.length > 0,
    );
  }, [deferred, nameOf]);
  return (
    <div className="editor-palette">
      <div className="editor-palette__controls">
        <label htmlFor={searchId}>{t('palette.search')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
        <label htmlFor={regionId}>{t('palette.addTo')}</label>
        <select id={regionId} value={target} onChange={(e) => setRegion(e.target.value)}>
          {regions.map((r) => (
            <option key={r} value={r}>
              {regionName(r)}
            </option>
          ))}
        </select>
      </div>
      {groups.length === 0 && (
        <p className="editor-palette__none" role="status">
          {t('palette.none', { q: query })}
        </p>
      )}
      {groups.map(([category, list]) => (
        <section key={category} className="editor-palette__group" aria-labelledby={`${searchId}-${category}`}>
          <h3 id={`${searchId}-${category}`}>{t(`palette.category.${category}` as EditorKey)}</h3>
          <ul>
            {list.map((w) => (
              <PaletteEntry
                key={w.name}
                meta={w}
                name={nameOf(w.name)}
                onAdd={() => onAdd(w.name, target)}
                t={t}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const PaletteEntry = memo(function PaletteEntry({
  meta,
  name,
  onAdd,
  t,
}: {
  meta: WidgetMeta;
  name: string;
  onAdd: () => void;
  t: EditorT;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: paletteDragId(meta.name),
    data: { component: meta.name, name },
  });
  return (
    <li
      className="editor-palette__item"
      data-widget-name={meta.name}
      data-dragging={isDragging ? '' : undefined}
    >
      <button
        type="button"
        ref={setNodeRef}
        className="editor-palette__drag"
        {...attributes}
        {...listeners}
        aria-label={t('palette.drag', { name })}
      >
        <span aria-hidden="true">⠿</span> {name}
      </button>
      <button
        type="button"
        className="editor-palette__add"
        onClick={onAdd}
        aria-label={t('palette.add', { name })}
      >
        {t('palette.addShort')}
      </button>
    </li>
  );
});
