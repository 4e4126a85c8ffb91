import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the task in an idle callback with a deadline, and cancels it', () => {
    const callbacks: (() => void)[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void, opts: { timeout: number }) => {
      expect(opts.timeout).toBe(500);
      return callbacks.push(cb);
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const task = vi.fn();
    const cancel = whenIdle(task, 500);
    expect(task).not.toHaveBeenCalled();
    callbacks[0]?.();
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('falls back to the next task without idle callbacks, and can be cancelled before it runs', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = vi.fn();
    whenIdle(ran);
    const cancelledTask = vi.fn();
    whenIdle(cancelledTask)();
    expect(ran).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 5));
    expect(ran).toHaveBeenCalledOnce();
    expect(cancelledTask).not.toHaveBeenCalled();
  });
});
