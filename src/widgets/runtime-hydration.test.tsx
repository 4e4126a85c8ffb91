import { broadcastClock, formatHHmm } from '@core/time';
import { act } from '@testing-library/react';
import { Activity, type ReactNode, Suspense, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markAppHydrated, RenderContext, type RenderInfo, useHydrationPart, useMinuteClock } from './runtime';

/**
 * The page's clock while it hydrates in parts (the chrome's Suspense parts, the view's Activity):
 * a widget in a part that hydrates after the root's commit still renders the server's minute, even
 * when the browser's clock has moved on to the next one since the page was rendered.
 */

const SERVER_NOW = Date.parse('2026-11-27T07:40:59.000Z'); // 12:40:59 in Tashkent
const LATER = SERVER_NOW + 2_000; // 12:41:01: the minute has turned before the page hydrates

function Clock() {
  const now = useMinuteClock();
  return <span className="now">{formatHHmm(broadcastClock(now).minutes)}</span>;
}

function Part({ kind, children }: { kind: 'suspense' | 'activity'; children: ReactNode }) {
  const hydrated = useHydrationPart();
  return kind === 'suspense' ? (
    <Suspense fallback={null}>
      {children}
      {hydrated}
    </Suspense>
  ) : (
    <Activity mode="visible">
      {children}
      {hydrated}
    </Activity>
  );
}

function App({ render, onHydrated }: { render: RenderInfo; onHydrated?: () => void }) {
  useEffect(() => markAppHydrated(onHydrated), [onHydrated]);
  return (
    <RenderContext.Provider value={render}>
      <Part kind="suspense">
        <Clock />
      </Part>
      <main>
        <Part kind="activity">
          <Clock />
        </Part>
      </main>
    </RenderContext.Provider>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('hydrating in parts', () => {
  it("renders the server's minute in every part, though the browser's clock has turned to the next", async () => {
    const html = renderToString(
      <App render={{ now: SERVER_NOW, server: { redirect: null, status: null } }} />,
    );
    expect(html.match(/12:40/g)).toHaveLength(2);

    vi.useFakeTimers({ toFake: ['Date'], now: LATER });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const hydrated = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <App render={{ now: SERVER_NOW }} onHydrated={hydrated} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // No mismatch (React error #418 when a part read the browser's clock while hydrating), and
    // once hydrated, each clock has caught up with the browser's minute.
    expect(errors).toEqual([]);
    expect([...container.querySelectorAll('.now')].map((n) => n.textContent)).toEqual(['12:41', '12:41']);
    // The page counts as hydrated only once its parts have: then components mounting later start
    // from the browser's clock.
    expect(hydrated).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());
    container.remove();
  });
});
