import type { Catalogue } from '@core/i18n/catalogue';
import { I18nProvider } from '@core/i18n/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RenderContext, type RenderInfo } from '@widgets/runtime';
import { Provider as JotaiProvider } from 'jotai';
import { type ReactNode, StrictMode } from 'react';

type Store = Parameters<typeof JotaiProvider>[0]['store'];

/** Everything around the router, the same in the browser and in the server's render. */
export function Providers(props: {
  store: Store;
  i18n: Catalogue;
  queryClient: QueryClient;
  render: RenderInfo;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <JotaiProvider store={props.store}>
        <I18nProvider i18n={props.i18n}>
          <QueryClientProvider client={props.queryClient}>
            <RenderContext.Provider value={props.render}>{props.children}</RenderContext.Provider>
          </QueryClientProvider>
        </I18nProvider>
      </JotaiProvider>
    </StrictMode>
  );
}
