import { createRequire } from 'node:module';
import type { JSDOM } from 'jsdom';
import { setSanitizerWindow } from './sanitize';

let dom: JSDOM | null = null;

/**
 * Gives the shared rich-text sanitiser (sanitize.ts) a DOM on Node: one
 * jsdom window for the process, created on the first call (later calls do nothing). jsdom is
 * loaded then too, so a server that never sanitises never pays for it. Call it before
 * `sanitizeHtml` runs: the snapshot route before sanitising a pushed page, the server renderer
 * (src/client/entry-server.tsx) once as it loads. Node only: the browser's `window` serves there.
 */
export function installServerDom(): void {
  if (dom) return;
  const { JSDOM: Dom } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
  dom = new Dom('<!doctype html><html><head></head><body></body></html>');
  setSanitizerWindow(dom.window);
}
