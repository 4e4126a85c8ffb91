import type { PlacedComponent } from '@core/schemas/layout';
import { FirstScreenContext, firstScreenOf } from '../screen';
import { WidgetSlot } from '../slot';
import type { WidgetProps } from '../types';
import type { StateLayoutParams } from './meta';
import { isTemplate, TEMPLATES } from './templates';

/**
 * A page template: its regions in order, each holding the components placed in it. Widgets past
 * the first screen (`screen.ts`) are told so: their pictures load lazily.
 */
export default function StateLayout({ params }: WidgetProps<StateLayoutParams>) {
  const template = isTemplate(params.layout) ? params.layout : 'one-column';
  const regions: readonly string[] = TEMPLATES[template];
  const byRegion = new Map<string, PlacedComponent[]>(regions.map((r) => [r, []]));
  for (const c of params.components) byRegion.get(c.container)?.push(c);
  return (
    <div className={`layout layout--${template}`}>
      {regions.map((region) => {
        const items = byRegion.get(region) ?? [];
        if (items.length === 0) return null;
        const first = firstScreenOf(region, items);
        return (
          <div key={region} className={`layout__${region}`} data-region={region}>
            {items.map((c, index) => (
              <FirstScreenContext.Provider key={c.id} value={first[index] ?? false}>
                <WidgetSlot placed={c} />
              </FirstScreenContext.Provider>
            ))}
          </div>
        );
      })}
    </div>
  );
}
