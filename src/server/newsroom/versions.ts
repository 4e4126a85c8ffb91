/**
 * The newsroom's versions (decision 033): the `If-Match` a write was based on, the ETag an item
 * is served with, and the canonical text that tells whether two documents are equal.
 */

/** `If-Match`: the version the write was based on (`"3"`, `W/"3"`, `3`), `*`, or null when absent. */
export function parseIfMatch(header: string | undefined): number | '*' | null {
  if (header === undefined || header.trim() === '') return null;
  const value = header.trim();
  if (value === '*') return '*';
  const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(value);
  return m ? Number(m[1]) : -1;
}

export const etagOf = (version: number) => `"${version}"`;

/** A JSON value as text with its objects' keys sorted: equal documents, equal texts (jsonb reorders keys). */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
