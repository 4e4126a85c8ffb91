import type { Lang } from '@core/lang';
import { Route, Routes } from '@core/router';
import type { ReactElement } from 'react';
import { Where } from '../../../../tests/helpers/broadcast';
import { renderWithRuntime } from '../../../../tests/helpers/render';

/**
 * Renders a section widget on its page only (`pattern`, e.g. `/uz/news/` or `/uz/news/:id/`), as
 * the app does: once it sends the visitor elsewhere (bad request), it is gone and reads nothing
 * more. `where` tells where the router is. For the sections' component tests.
 */
export function renderOnPage(
  widget: ReactElement,
  pattern: string,
  options: { route: string; api: (path: string, query: Record<string, unknown>) => unknown; lang?: Lang },
) {
  const result = renderWithRuntime(
    <>
      <Routes>
        <Route path={pattern} element={widget} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    options,
  );
  return { ...result, where: () => result.getByTestId('where').textContent };
}
