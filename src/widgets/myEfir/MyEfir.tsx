import { lazy, Suspense } from 'react';
import { useHydrated } from '../runtime';
import { loadPartTexts } from '../texts';
import type { WidgetProps } from '../types';
import type { MyEfirParams } from './meta';
import './myEfir.css';

/** The lists and their store: fetched once the page has hydrated, never in its initial JS. */
const Body = lazy(() =>
  Promise.all([import('./MyEfirBody'), loadPartTexts('myEfir/MyEfirBody')]).then(([m]) => m),
);

/**
 * "My Efir" (issue 28): my list, continue watching, history, my data. Pages are anonymous and
 * cached, and what a visitor keeps is on their device or in their account, so the server renders
 * an empty box of a list's height (a page) or nothing (a home row, below the fold); the browser
 * loads the rest after hydration (`MyEfirBody`).
 */
export default function MyEfir({ id, params }: WidgetProps<MyEfirParams>) {
  const hydrated = useHydrated();
  const waiting = params.row ? null : <div className="w-myEfir w-myEfir--waiting" />;
  if (!hydrated) return waiting;
  return (
    <Suspense fallback={waiting}>
      <Body id={id} params={params} />
    </Suspense>
  );
}
