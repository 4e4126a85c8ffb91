import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable, usePreloaded } from './preloadable';

const Hello = ({ name }: { name: string }) => <p>Hello, {name}</p>;

/** A module whose arrival the test decides. */
function deferredModule() {
  let resolve: (m: { default: typeof Hello }) => void = () => {};
  let reject: (e: Error) => void = () => {};
  const loader = vi.fn(
    () =>
      new Promise<{ default: typeof Hello }>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { loader, arrive: () => resolve({ default: Hello }), fail: (e: Error) => reject(e) };
}

describe('preloadable', () => {
  it('renders a preloaded part at once: no fallback, not even for one commit', async () => {
    const part = preloadable(async () => ({ default: Hello }));
    await part.load();
    const fallback = vi.fn(() => <p>loading</p>);
    const Fallback = () => fallback();
    render(
      <Suspense fallback={<Fallback />}>
        <part.Component name="Aziz" />
      </Suspense>,
    );
    // Synchronously there (React's lazy would suspend once and reveal up to 300 ms later).
    expect(screen.getByText('Hello, Aziz')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('loads once however often it is asked, and a failed load can be tried again', async () => {
    const first = deferredModule();
    const part = preloadable(first.loader);
    const a = part.load();
    const b = part.load();
    expect(first.loader).toHaveBeenCalledTimes(1);
    first.fail(new Error('offline'));
    await expect(a).rejects.toThrow('offline');
    await expect(b).rejects.toThrow('offline');
    expect(part.loaded()).toBeUndefined();
    const again = part.load();
    expect(first.loader).toHaveBeenCalledTimes(2);
    first.arrive();
    expect(await again).toBe(Hello);
    expect(part.loaded()).toBe(Hello);
  });

  it('usePreloaded starts the load only when wanted and re-renders when the module is here', async () => {
    const mod = deferredModule();
    const part = preloadable(mod.loader);
    function Host({ wanted }: { wanted: boolean }) {
      const { ready, error } = usePreloaded(part, wanted);
      if (error) return <p role="alert">{error.message}</p>;
      return ready ? <part.Component name="admin" /> : <p>page</p>;
    }
    const view = render(<Host wanted={false} />);
    expect(mod.loader).not.toHaveBeenCalled();
    view.rerender(<Host wanted />);
    expect(mod.loader).toHaveBeenCalledTimes(1);
    expect(screen.getByText('page')).toBeTruthy();
    await act(async () => mod.arrive());
    expect(screen.getByText('Hello, admin')).toBeTruthy();
  });

  it('usePreloaded reports a failed load', async () => {
    const mod = deferredModule();
    const part = preloadable(mod.loader);
    function Host() {
      const { ready, error } = usePreloaded(part, true);
      if (error) return <p role="alert">{error.message}</p>;
      return ready ? <part.Component name="x" /> : <p>page</p>;
    }
    render(<Host />);
    await act(async () => mod.fail(new Error('chunk failed')));
    expect(screen.getByRole('alert').textContent).toBe('chunk failed');
  });
});
