import { type Preloadable, preloadable } from '@core/preloadable';
import { type ComponentType, type LazyExoticComponent, useEffect, useState } from 'react';
import { LOADERS } from './loaders.gen';
import { loadWidgetTexts } from './texts';
import type { WidgetProps } from './types';

type Lazy = LazyExoticComponent<ComponentType<WidgetProps<never>>>;

/**
 * How each widget's component is loaded: lazily, so that a page downloads only the widgets it
 * shows. The module of widget `name` is `src/widgets/{name}/{Name}.tsx` (`widgetModule` in
 * modules.ts), which lets the server name a page's chunks from the build manifest; loaders.gen.ts
 * (written by scripts/gen-widgets.mjs from the folders) imports each. The page template
 * (`stateLayout`) is rendered by render.tsx directly. A widget whose module is preloaded renders
 * at once (`loadedComponent`); one that is not suspends in its slot until it is here. A widget's
 * loader loads its texts too (texts.ts): its component renders only once both are here, so no key
 * shows in place of a text, wherever and whenever it renders (a page reached by the client
 * router, the editor, after sign-in).
 */
const PARTS: Readonly<Record<string, Preloadable<WidgetProps<never>>>> = Object.fromEntries(
  Object.entries(LOADERS).map(([name, loader]) => [
    name,
    preloadable(() => Promise.all([loader(), loadWidgetTexts(name)]).then(([module]) => module)),
  ]),
);

export const COMPONENTS: Readonly<Record<string, Lazy>> = Object.fromEntries(
  Object.entries(PARTS).map(([name, part]) => [name, part.Component]),
);

/**
 * The component of widget `name` when its module is here (the server and the browser's start
 * preload a page's widgets), else undefined: a slot renders it as it is, with no lazy wrapper and no
 * Suspense boundary of its own (WidgetSlot).
 */
export function loadedComponent(name: string): ComponentType<WidgetProps<never>> | undefined {
  return Object.hasOwn(PARTS, name) ? PARTS[name]?.loaded() : undefined;
}

/**
 * Whether the modules of these widgets are all here (unknown names count as here: their slots
 * say so); loads those that are not and renders again when they come. The editor renders its
 * canvas only then, so that no frame shows a loading placeholder in place of its widget.
 */
export function useWidgetsHere(names: readonly string[]): boolean {
  const key = names.join(',');
  const missing = () => names.filter((name) => Object.hasOwn(PARTS, name) && !PARTS[name]?.loaded());
  const here = missing().length === 0;
  // A load that fails does not hold the caller back: the slots show the failure.
  const [tried, setTried] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `names`
  useEffect(() => {
    if (here) return;
    let live = true;
    const done = () => live && setTried(key);
    preloadWidgets(missing()).then(done, done);
    return () => {
      live = false;
    };
  }, [key, here]);
  return here || tried === key;
}

/** Loads the modules of these widgets (unknown names are skipped); resolves when all are here. */
export async function preloadWidgets(names: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(names)].flatMap((name) => {
      const part = PARTS[name];
      return part && !part.loaded() ? [part.load()] : [];
    }),
  );
}
