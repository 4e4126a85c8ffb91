import { pickText } from '@core/lang';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import Paragraphs from '../_kit/text/Paragraphs';
import { useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import type { AccordionParams } from './meta';
import './accordion.css';

/** Spec §4, §9: the accordion opens its active panel 1 s after it shows. */
export const ACTIVE_PANEL_DELAY_MS = 1000;

/** WAI-ARIA accordion: each header is a button in a heading, controlling a labelled region. */
export default function Accordion({ params }: WidgetProps<AccordionParams>) {
  const { lang } = useRuntime();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const touched = useRef(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const panels = (params.panels ?? [])
    .map((panel, index) => ({ index, title: pickText(panel.title, lang), text: pickText(panel.text, lang) }))
    .filter((panel) => panel.title);
  const count = params.panels?.length ?? 0;
  const active = params.active;

  useEffect(() => {
    if (!Number.isInteger(active) || active < 0 || active >= count) return;
    const timer = setTimeout(() => {
      // A visitor who already opened or closed a panel is not overruled.
      if (!touched.current) setOpen((prev) => new Set(prev).add(active));
    }, ACTIVE_PANEL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, count]);

  if (panels.length === 0) return null;

  const toggle = (index: number) => {
    touched.current = true;
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  };

  // Optional keys of the pattern: arrows, Home and End move between headers.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    const last = panels.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: position === last ? 0 : position + 1,
      ArrowUp: position === 0 ? last : position - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="w-accordion">
      {panels.map((panel, position) => {
        const expanded = open.has(panel.index);
        const buttonId = `${baseId}-button-${panel.index}`;
        const regionId = `${baseId}-panel-${panel.index}`;
        return (
          <div key={panel.index} className="w-accordion__item">
            <h3 className="w-accordion__heading">
              <button
                ref={(el) => {
                  buttons.current[position] = el;
                }}
                type="button"
                id={buttonId}
                className="w-accordion__button"
                aria-expanded={expanded}
                aria-controls={regionId}
                onClick={() => toggle(panel.index)}
                onKeyDown={(event) => onKeyDown(event, position)}
              >
                {panel.title}
              </button>
            </h3>
            <section
              id={regionId}
              className="w-accordion__panel"
              aria-labelledby={buttonId}
              hidden={!expanded}
            >
              <Paragraphs text={panel.text} />
            </section>
          </div>
        );
      })}
    </div>
  );
}
