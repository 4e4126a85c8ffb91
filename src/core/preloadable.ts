import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * A component in its own chunk that renders at once once its module is here. React's `lazy`
 * suspends on its first render even when the chunk has already loaded, and React reveals
 * suspended content at most every 300 ms: a chain of lazy parts (the editor's host, then the
 * editor) waits that long at each link. Here `load()` fetches the module ahead (at start, or when
 * the part is wanted), `Component` then resolves a thenable that calls back synchronously (React's
 * lazy takes it without suspending), and `usePreloaded` tells a parent when it may render it.
 * Used by the widget registry (src/widgets/components.ts) and the editor (src/client/editor/load.ts).
 */
export interface Preloadable<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading (once); resolves with the module's component. A failed load may be tried again. */
  load(): Promise<ComponentType<P>>;
  /** The component when its module is here, else undefined. */
  loaded(): ComponentType<P> | undefined;
  /** Calls back once when the module arrives (for useSyncExternalStore). */
  subscribe(onLoad: () => void): () => void;
}

export function preloadable<P>(loader: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const listeners = new Set<() => void>();
  const load = () => {
    pending ??= loader().then(
      (module) => {
        component = module.default;
        for (const l of [...listeners]) l();
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Component = lazy(() => {
    if (!component) return load().then((c) => ({ default: c }));
    const here = { default: component };
    const ready = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is what React's lazy resolves without suspending
      then: (onFulfilled: (m: typeof here) => unknown) => void onFulfilled(here),
    };
    return ready as unknown as Promise<typeof here>;
  });
  return {
    Component,
    load,
    loaded: () => component,
    subscribe(onLoad) {
      listeners.add(onLoad);
      return () => listeners.delete(onLoad);
    },
  };
}

/**
 * Whether `part` may render now without suspending: starts its load when `wanted`, re-renders
 * when it arrives. A failed load is reported (and tried again when `wanted` turns on again).
 */
export function usePreloaded<P>(
  part: Preloadable<P>,
  wanted: boolean,
): { ready: boolean; error: Error | null } {
  const ready = useSyncExternalStore(
    part.subscribe,
    () => part.loaded() !== undefined,
    () => part.loaded() !== undefined,
  );
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    setError(null);
    part.load().catch((err: unknown) => {
      if (live) setError(err instanceof Error ? err : new Error(String(err)));
    });
    return () => {
      live = false;
    };
  }, [part, wanted, ready]);
  return { ready, error };
}
