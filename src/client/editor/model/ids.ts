import type { StateLayout } from '@core/schemas/layout';

/** The pattern of a placed component's id (src/core/schemas/layout.ts). */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `id` may name a placed component. */
export function isValidId(id: string): boolean {
  return ID_PATTERN.test(id);
}

/**
 * Makes a fresh component id. `hint` is the widget's registry name (used as a readable prefix);
 * `taken` holds every id the layout already uses plus those handed out earlier in the same
 * operation. The result must match ID_PATTERN and not be in `taken` (operations check both).
 */
export type IdFactory = (hint: string, taken: ReadonlySet<string>) => string;

/** The ids used in a layout. */
export function idsOf(layout: StateLayout): Set<string> {
  return new Set(layout.layout.params.components.map((c) => c.id));
}

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const PREFIX_MAX = 40;

/** A readable prefix from a widget name: `[A-Za-z0-9]`, at most 40 characters, `w` if empty. */
function prefixOf(hint: string): string {
  return hint.replace(/[^A-Za-z0-9]/g, '').slice(0, PREFIX_MAX) || 'w';
}

function cryptoRandom(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return (buf[0] ?? 0) / 2 ** 32;
}

/**
 * Random short ids such as `title-k3f9a2` (prefix, dash, `length` base-36 characters; 6 by
 * default: 2·10⁹ values). Collisions with `taken` are retried, and after a few misses the
 * suffix grows, so the factory never returns a taken id.
 */
export function createIdFactory(options: { random?: () => number; length?: number } = {}): IdFactory {
  const random = options.random ?? cryptoRandom;
  const length = Math.max(1, Math.min(options.length ?? 6, 20));
  return (hint, taken) => {
    const prefix = prefixOf(hint);
    for (let attempt = 0; ; attempt++) {
      // Grows by one character every 8 misses, within the 64 characters an id may have.
      const size = Math.min(length + Math.floor(attempt / 8), 63 - prefix.length);
      let suffix = '';
      for (let i = 0; i < size; i++) suffix += ALPHABET[Math.floor(random() * ALPHABET.length) % 36];
      const id = `${prefix}-${suffix}`;
      if (!taken.has(id)) return id;
      if (attempt > 1000) throw new Error('createIdFactory: no free id found (is `random` constant?)');
    }
  };
}

/**
 * Deterministic ids `<prefix>-<n>` (n counting from `start`, skipping taken ones), for tests,
 * stories and generated pages. Each factory keeps its own counter.
 */
export function sequentialIds(start = 1): IdFactory {
  let next = start;
  return (hint, taken) => {
    const prefix = prefixOf(hint);
    for (;;) {
      const id = `${prefix}-${next++}`;
      if (!taken.has(id)) return id;
    }
  };
}

/** The default factory: random ids from the platform's crypto. */
export const randomIds: IdFactory = createIdFactory();

/** A fresh id for a widget of `component` in `layout`. */
export function freshId(layout: StateLayout, component: string, factory: IdFactory = randomIds): string {
  return factory(component, idsOf(layout));
}
