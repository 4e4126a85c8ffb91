import type { StateLayout } from '@core/schemas/layout';
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

/** The API path of a state's layout; its query key is `apiKey(layoutPath(state))`, like every read. */
export const layoutPath = (state: string) => `state/${state}.json`;

export function layoutQuery(state: string) {
  return {
    queryKey: apiKey(layoutPath(state)),
    queryFn: () => getJson<LayoutResponse>(layoutPath(state)),
    staleTime: 60_000,
  };
}
