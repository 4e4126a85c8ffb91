/**
 * A query of an API call: undefined, null and '' values are left out. In core because the
 * server-rendering contract (render.ts) reads the API with it; widgets take it from types.ts.
 */
export type Query = Record<string, string | number | boolean | undefined | null>;
