/**
 * One placed widget on a page (WidgetSlot): looked up in the registry (components.ts), loaded lazily
 * when its module is not here yet, inside its own error boundary. Apart from render.tsx so that the
 * page template (stateLayout), which renders slots, and render.tsx, which renders the template,
 * import it without a cycle.
 */
import { useT } from '@core/i18n/react';
import type { PlacedComponent } from '@core/schemas/layout';
import {
  Component,
  createContext,
  type ErrorInfo,
  type ReactNode,
  Suspense,
  useContext,
  useRef,
} from 'react';
import { COMPONENTS, loadedComponent } from './components';
import { useInFirstScreen } from './screen';
import { isAdmin, useSession } from './session';

export interface LayoutContextValue {
  /** Components the server found invalid (unknown, misplaced, bad params): not rendered for visitors. */
  invalid: ReadonlyMap<string, string>;
}

export const LayoutContext = createContext<LayoutContextValue>({ invalid: new Map() });

const logged = new Set<string>();
function logOnce(key: string, message: string) {
  if (logged.has(key)) return;
  logged.add(key);
  console.warn(`[efir] ${message}`);
}

/**
 * Admin-only marker in place of a widget that cannot render (nothing for anyone else). It reads
 * the session itself: the slots do not, so a session becoming known re-renders no widget.
 */
function Marker({ placed, reason }: { placed: PlacedComponent; reason: string }) {
  const { user } = useSession();
  const t = useT('chrome');
  if (!isAdmin(user)) return null;
  return (
    <div className="widget-marker" role="note">
      <strong>{t('widget.unavailable', { name: placed.component })}</strong> <span>{reason}</span>
    </div>
  );
}

interface BoundaryProps {
  placed: PlacedComponent;
  children: ReactNode;
}

/** Contains a widget that throws: the rest of the page renders on. */
class WidgetBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  // The editor changes a failed widget's params: the new ones get a fresh try.
  override componentDidUpdate(prev: BoundaryProps) {
    if (this.state.error && prev.placed !== this.props.placed) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    const { placed } = this.props;
    console.error(`[efir] widget ${placed.component} (${placed.id}) failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <Marker placed={this.props.placed} reason={error.message} />;
  }
}

/** A widget's loading placeholder: the slot keeps its place while the module comes. */
const LOADING = <div className="widget-loading" aria-hidden="true" />;

/**
 * One placed widget: resolved in the registry, inside its own error boundary. A widget whose module
 * is here (the server and the browser's start preload every widget of the page) renders as it is:
 * no lazy wrapper and no Suspense boundary per widget, which on a page of a thousand widgets were a
 * thousand pairs of `<!--$-->` markers in the HTML and a thousand more fibers to hydrate or to mount
 * in the editor. One that is not here yet (a widget just added in the editor) suspends in its slot
 * behind a placeholder, and stays on that path, so that it is not mounted a second time.
 */
export function WidgetSlot({ placed }: { placed: PlacedComponent }) {
  const { invalid } = useContext(LayoutContext);
  const reason = invalid.get(placed.id);
  const Lazy = COMPONENTS[placed.component];
  const Loaded = loadedComponent(placed.component);
  const suspends = useRef(Loaded === undefined);
  const later = !useInFirstScreen();
  if (reason || !Lazy) {
    const why = reason ?? `unknown component "${placed.component}"`;
    logOnce(`${placed.id}:${why}`, `not rendering ${placed.component} (${placed.id}): ${why}`);
    return <Marker placed={placed} reason={why} />;
  }
  const params = placed.params as never;
  return (
    <div
      className="widget"
      data-widget={placed.component}
      data-widget-id={placed.id}
      data-later={later ? '' : undefined}
    >
      <WidgetBoundary placed={placed}>
        {Loaded && !suspends.current ? (
          <Loaded id={placed.id} params={params} />
        ) : (
          <Suspense fallback={LOADING}>
            <Lazy id={placed.id} params={params} />
          </Suspense>
        )}
      </WidgetBoundary>
    </div>
  );
}
