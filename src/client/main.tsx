import './error-reporter'; // first, so that errors of the start are reported too (issue 22)
import { BOOT_ELEMENT_ID } from '@core/render';
import { BrowserRouter, type NavigateFunction } from '@core/router';
import { hydrate } from '@tanstack/react-query';
import { preloadWidgets } from '@widgets/components';
import { afterAppHydrated } from '@widgets/runtime';
import { createStore } from 'jotai';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { wireHttp } from './api/http';
import {
  type Boot,
  createQueryClient,
  readPartsWhole,
  readsAsHydrated,
  retryServerFailures,
} from './app/boot';
import { Providers } from './app/Providers';
import { AppRoutes, redirectOf } from './app/router';
import { startEditorFromUrl } from './editor/load';
import { editorModeAtom } from './editor/state';
import { initI18n } from './i18n';
import { initialLang, langAtom } from './state/lang';
import { askSessionEarly } from './state/session';
import { productAtom } from './state/site';
import { userAtom } from './state/user';
import './styles/tokens.css';
import './styles/fonts.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/theme-switch.css';

/*
 * The browser's start: the page arrives rendered by the server with its data (`#efir-boot`), and
 * the app hydrates it, reading nothing again. Without server HTML (the Vite dev server) it renders.
 */

/** The router's navigate, once it has rendered. */
const navigateRef: { current: NavigateFunction | null } = { current: null };

/** Gives the main thread back between the start's steps (a macrotask: the browser may paint). */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app's first line (benchmarks measure from it, as puck-bench does from its `bench:app-start`).
performance.mark('efir:app-start');

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const store = createStore();
wireHttp({
  navigate: (to) => (navigateRef.current ? navigateRef.current(to) : window.location.assign(to)),
  onUnauthorized: () => store.set(userAtom, null),
});
// Requests that only need the address and a stored token leave now, before anything evaluates:
// who the token belongs to, and for an admin's link to the editor, its chunks and the page's
// layout (the server names the page's state on `#root`: src/server/ssr/pages.ts).
askSessionEarly();
const linked = startEditorFromUrl(window.location.search, root.dataset.state);
// An admin's link opens the editor in the app's first render, not an effect after it.
if (linked) store.set(editorModeAtom, linked);

// Each step below is its own task (a slow phone's main thread is never held for long): evaluating
// the libraries, reading the page's data, evaluating the page's widgets, starting the texts, then
// hydrating in slices. Not for an editor link: its page shows nothing of its own before the editor
// (only the shell: no widget of the page renders), so it hydrates at once, in one pass, without
// waiting for the widgets' modules, which the editor waits for (EditorHost).
const step = linked ? () => Promise.resolve() : yieldToMain;
await step();
const bootText = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
const boot = bootText ? (JSON.parse(bootText) as Boot) : null;
const lang = initialLang(boot?.lang);
store.set(langAtom, lang);
if (boot) store.set(productAtom, boot.product);
const queryClient = createQueryClient();
if (boot) hydrate(queryClient, readsAsHydrated(boot.reads, Date.now()));
// The widgets' modules are already fetched (modulepreload): they evaluate while the router is built.
const widgetsReady = preloadWidgets(boot?.widgets ?? []);
await step();
const i18n = await initI18n(lang, boot?.resources);
if (!linked) {
  await widgetsReady;
  await yieldToMain();
}
const app = (
  <Providers store={store} i18n={i18n} queryClient={queryClient} render={{ now: boot?.now ?? Date.now() }}>
    {/* The routes as the router's one child, as on the server (entry-server.tsx): useId's ids match. */}
    <BrowserRouter redirect={redirectOf} navigateRef={navigateRef}>
      <AppRoutes />
    </BrowserRouter>
  </Providers>
);
if (boot && root.firstElementChild) {
  // The page is already on screen: hydrating it is a transition, done in slices that leave the
  // main thread free for the visitor between them (no long task on a slow phone); an editor link's
  // shell, in one pass.
  const hydrateShell = () => {
    hydrateRoot(root, app, {
      onRecoverableError: (error, info) => console.error('[efir] hydration', error, info.componentStack),
    });
  };
  if (linked) hydrateShell();
  else startTransition(hydrateShell);
  retryServerFailures(queryClient);
  afterAppHydrated(() => readPartsWhole(queryClient));
} else {
  createRoot(root).render(app);
}
