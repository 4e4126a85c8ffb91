import { toast as sonnerToast } from 'sonner';

export type ToastKind = 'info' | 'success' | 'error';

/** Hide delay of form confirmations and errors (spec §8, §9). */
export const TOAST_MS = 3000;
/** Hide delay of the header search and layout saves (spec §9). */
export const SHORT_TOAST_MS = 2000;

/** Shows a toast at the bottom right (rendered by `<Toasts/>`); returns its id. */
export function toast(
  message: string,
  kind: ToastKind = 'info',
  durationMs: number = TOAST_MS,
): string | number {
  const options = { duration: durationMs };
  if (kind === 'error') return sonnerToast.error(message, options);
  if (kind === 'success') return sonnerToast.success(message, options);
  return sonnerToast(message, options);
}
