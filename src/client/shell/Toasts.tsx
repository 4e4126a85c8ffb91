import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { TOAST_MS } from './toast';

/** The toast region at the bottom right (spec §8); `toast()` of `./toast` fills it. */
export function Toasts() {
  const { t } = useTranslation('common');
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_MS}
      customAriaLabel={t('toasts.label')}
      toastOptions={{ className: 'toast' }}
    />
  );
}
