/*
 * The app's uncaught errors, told to the server (issue 22): `error` and `unhandledrejection` on
 * the window, at most MAX_REPORTS per page load, each distinct error once, sent with
 * navigator.sendBeacon as JSON to POST /uz/api/client-errors.json (src/server/ops/reports.ts,
 * which bounds the fields as CUT does here). Every page starts with this file: keep it small
 * (its test holds it under 1 KB gzip).
 */

const ENDPOINT = '/uz/api/client-errors.json';
/** Reports per page load: a loop that throws must not flood the server. */
export const MAX_REPORTS = 5;
/** Field lengths, as the server's schema allows them (ops/reports.ts CLIENT_ERROR_BOUNDS). */
const CUT = { message: 1000, source: 2048, stack: 4000, page: 2048 };

const cut = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : undefined);

/**
 * The build's release: its entry script's name without `.js` (`/assets/index-BX3s9kQm.js` →
 * `index-BX3s9kQm`), the name the server reads from Vite's manifest (ops/release.ts); `dev`
 * without a build.
 */
export function releaseOf(doc: Document): string {
  const src = doc.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src ?? '';
  return /\/assets\/([\w.-]+)\.js(?:[?#]|$)/.exec(src)?.[1] ?? 'dev';
}

/** Starts listening on `win`; returns the function that stops. */
export function installErrorReporter(win: Window & typeof globalThis = window): () => void {
  const seen = new Set<string>();
  const report = (
    kind: string,
    error: unknown,
    message: unknown,
    source?: string,
    line?: number,
    column?: number,
  ) => {
    try {
      const err = error as { message?: unknown; stack?: unknown } | null | undefined;
      const text = String(message || err?.message || error || kind).slice(0, CUT.message);
      const key = `${kind} ${text} ${source} ${line} ${column}`;
      if (seen.size >= MAX_REPORTS || seen.has(key)) return;
      seen.add(key);
      const body = {
        kind,
        message: text,
        source: cut(source, CUT.source) || undefined,
        // 0 is the browser's "unknown" (a cross-origin script's error).
        line: line || undefined,
        column: column || undefined,
        stack: cut(err?.stack, CUT.stack),
        page: cut(win.location.pathname, CUT.page),
        release: releaseOf(win.document),
      };
      win.navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify(body)], { type: 'application/json' }));
    } catch {
      // No beacon (an old browser, a page being torn down), a reason that cannot be read: the
      // error stays in the console only. The reporter itself never throws.
    }
  };
  const onError = (e: ErrorEvent) => report('error', e.error, e.message, e.filename, e.lineno, e.colno);
  const onRejection = (e: PromiseRejectionEvent) => report('unhandledrejection', e.reason, undefined);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}

// The built app reports; the dev server's errors are on the developer's screen already.
if (import.meta.env.PROD && typeof window !== 'undefined') installErrorReporter();
