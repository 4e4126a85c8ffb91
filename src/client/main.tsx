import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { isHttpStatus, wireHttp } from './api/http';
import { buildRoutes } from './app/router';
import { initI18n } from './i18n';
import { readStoredLang } from './state/lang';
import { userAtom } from './state/user';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';

const store = createStore();
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Client errors (400, 401, 403, 404) are answers, not glitches: never retried.
      retry: (count, error) => count < 2 && ![400, 401, 403, 404].some((s) => isHttpStatus(error, s)),
    },
  },
});
const router = createBrowserRouter(buildRoutes());
wireHttp({
  navigate: (to) => void router.navigate(to),
  onUnauthorized: () => store.set(userAtom, null),
});

const i18n = await initI18n(readStoredLang());
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </JotaiProvider>
  </StrictMode>,
);
