import { inLanguage, isLang, type Lang } from '@core/lang';
import type { StateLayout } from '@core/schemas/layout';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiKey } from '@widgets/runtime';
import { getJson } from '../api/http';

/**
 * A page's layout read (GET state/{state}.json), shared by the page (Page.tsx) and the editor
 * (editor/Editor.tsx): apart from Page.tsx, which loads the editor, so that neither imports the other.
 */
export interface LayoutResponse {
  data: StateLayout & { _id: string };
  meta: { source: 'stored' | 'default'; invalid: Record<string, string> };
}

/** The API path of a state's layout. */
export const layoutPath = (state: string) => `state/${state}.json`;

/**
 * The page's read of its layout, in the page's language (`?lang=`: each per-language text cut to
 * the one the page shows, a quarter of the texts; src/server/routes/state.ts). Its query key is
 * `apiKey(layoutPath(state), { lang })`, like every read; the server embeds it whole under that key.
 * The editor reads the layout in all languages, its own read (editor/api.ts), and never this one.
 */
export const layoutQueryOf = (state: string, lang: Lang) => ({ path: layoutPath(state), query: { lang } });

export function layoutQuery(state: string, lang: Lang) {
  const { path, query } = layoutQueryOf(state, lang);
  return {
    queryKey: apiKey(path, query),
    queryFn: () => getJson<LayoutResponse>(path, query),
    staleTime: 60_000,
    // The same page in another language (the language switch): the layout shown stays until the
    // new one is here, rather than the page giving way to its loading state. Another page's never.
    placeholderData: (previous: LayoutResponse | undefined, previousQuery?: { queryKey: QueryKey }) =>
      previousQuery?.queryKey[1] === path ? previous : undefined,
  };
}

const LAYOUT_PATH = /^state\/(.+)\.json$/;

/**
 * Before the language switches (shell/LanguageSwitch.tsx): every layout on screen is read in the
 * new language, so that the page's texts and its widgets' change in one render.
 */
export async function readShownLayouts(client: QueryClient, lang: Lang): Promise<void> {
  const shown = client.getQueryCache().findAll({ queryKey: ['api'], type: 'active' });
  await Promise.all(
    shown.map((query) => {
      const state = LAYOUT_PATH.exec(String(query.queryKey[1]))?.[1];
      return state ? client.prefetchQuery(layoutQuery(state, lang)) : undefined;
    }),
  );
}

/**
 * After a publish: this tab's page shows the new version at once, in every language it has read
 * (each cut to its language, as the server would answer it).
 */
export function showPublished(client: QueryClient, state: string, published: LayoutResponse) {
  for (const query of client.getQueryCache().findAll({ queryKey: ['api', layoutPath(state)] })) {
    const lang = (query.queryKey[2] as { lang?: unknown } | undefined)?.lang;
    if (isLang(lang)) client.setQueryData(query.queryKey, inLanguage(published, lang));
  }
}
