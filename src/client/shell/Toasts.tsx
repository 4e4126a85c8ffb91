import { useT } from '@core/i18n/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_MS, toasterDemand } from './toast';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * The toast region at the bottom right (spec §8); `toast()` of `./toast` fills it. It mounts with
 * the first toast (sonner replays toasts raised before its mount).
 */
export function Toasts() {
  const t = useT('chrome');
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        duration={TOAST_MS}
        customAriaLabel={t('toasts.label')}
        toastOptions={{ className: 'toast' }}
      />
    </Suspense>
  );
}
