import { describe, expect, it } from 'vitest';
import { Drain } from './drain';

describe('Drain', () => {
  const times = { minMs: 2_000, quietMs: 1_000, maxMs: 4_000 };
  const clock = () => {
    const state = { now: 10_000 };
    return { state, drain: new Drain(() => state.now) };
  };

  it('waits the minimum, then a quiet second with nothing in flight', () => {
    const { state, drain } = clock();
    drain.begin();
    state.now += 1_500;
    expect(drain.done(times)).toBe(false);
    state.now += 600;
    expect(drain.done(times)).toBe(true);
  });

  it('keeps answering while requests keep coming, and closes a second after the last one', () => {
    const { state, drain } = clock();
    drain.begin();
    state.now += 1_900;
    drain.requestStarted('a');
    state.now += 50;
    drain.requestEnded('a');
    state.now += 900;
    expect(drain.done(times)).toBe(false);
    state.now += 100;
    expect(drain.done(times)).toBe(true);
  });

  it('never closes under a request in flight before the maximum, and always at the maximum', () => {
    const { state, drain } = clock();
    drain.begin();
    drain.requestStarted('slow');
    state.now += 3_999;
    expect(drain.done(times)).toBe(false);
    state.now += 1;
    expect(drain.done(times)).toBe(true);
  });

  it('counts a request ended twice (answered, then aborted) once', () => {
    const { state, drain } = clock();
    drain.begin();
    drain.requestStarted('a');
    drain.requestStarted('b');
    drain.requestEnded('a');
    drain.requestEnded('a');
    state.now += 3_000;
    expect(drain.done(times)).toBe(false);
    drain.requestEnded('b');
    state.now += 999;
    expect(drain.done(times)).toBe(false);
  });
});
