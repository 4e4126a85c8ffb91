export type ToastKind = 'info' | 'success' | 'error';

/** Hide delay of form confirmations and errors (spec §8, §9). */
export const TOAST_MS = 3000;
/** Hide delay of the header search and layout saves (spec §9). */
export const SHORT_TOAST_MS = 2000;

// sonner loads with the first toast, not with the page (initial JS budget, design §8).
let wanted = false;
const listeners = new Set<() => void>();

/** For `<Toasts/>`: whether a toast was asked for yet, and a subscription to that moment. */
export const toasterDemand = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
};

/** Shows a toast at the bottom right (rendered by `<Toasts/>`); resolves to its id. */
export async function toast(
  message: string,
  kind: ToastKind = 'info',
  durationMs: number = TOAST_MS,
): Promise<string | number> {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  const { toast: sonnerToast } = await import('sonner');
  const options = { duration: durationMs };
  if (kind === 'error') return sonnerToast.error(message, options);
  if (kind === 'success') return sonnerToast.success(message, options);
  return sonnerToast(message, options);
}
