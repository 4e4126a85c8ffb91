import { pickText } from '@core/lang';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import Paragraphs from '../_kit/text/Paragraphs';
import { useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import type { TabsParams } from './meta';
import './tabs.css';

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move focus and select. */
export default function Tabs({ params }: WidgetProps<TabsParams>) {
  const { lang } = useRuntime();
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs = (params.tabs ?? [])
    .map((tab, index) => ({ index, title: pickText(tab.title, lang), text: pickText(tab.text, lang) }))
    .filter((tab) => tab.title);

  // The configured tab, until the visitor picks another; a new configuration (editor) starts over.
  const [picked, setPicked] = useState<{ active: number; index: number } | null>(null);
  const wanted = picked && picked.active === params.active ? picked.index : params.active;
  const selected = tabs.find((tab) => tab.index === wanted) ?? tabs[0];
  if (!selected) return null;

  const select = (position: number, focus: boolean) => {
    const tab = tabs[position];
    if (!tab) return;
    setPicked({ active: params.active, index: tab.index });
    if (focus) buttons.current[position]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: position === last ? 0 : position + 1,
      ArrowLeft: position === 0 ? last : position - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  const label = pickText(params.label, lang);
  return (
    <div className="w-tabs">
      <div className="w-tabs__list" role="tablist" aria-label={label || undefined}>
        {tabs.map((tab, position) => {
          const isSelected = tab === selected;
          return (
            <button
              key={tab.index}
              ref={(el) => {
                buttons.current[position] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.index}`}
              className="w-tabs__tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.index}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(position, false)}
              onKeyDown={(event) => onKeyDown(event, position)}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.index}
          role="tabpanel"
          id={`${baseId}-panel-${tab.index}`}
          className="w-tabs__panel"
          aria-labelledby={`${baseId}-tab-${tab.index}`}
          tabIndex={tab === selected ? 0 : -1}
          hidden={tab !== selected}
        >
          <Paragraphs text={tab.text} />
        </div>
      ))}
    </div>
  );
}
