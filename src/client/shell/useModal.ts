import { type KeyboardEvent, type RefObject, useEffect, useEffectEvent } from 'react';
import { useRouteChange } from './useRouteChange';

/** The elements Tab can reach inside a dialog or a drawer. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalOptions {
  /** What takes the focus on opening; the dialog itself when null (and nothing inside has it). */
  focus?: (dialog: HTMLDialogElement) => HTMLElement | null;
  /** A class on <html> while open (the drawer's: the page behind does not scroll). */
  lockClass?: string;
  /** A media query under which the modal is useless: it closes when the query starts to match. */
  closeWhen?: string;
}

/**
 * What the dialog and the drawer share (Dialog.tsx, Drawer.tsx) on a native `<dialog>` (the page
 * behind is inert): opened with `showModal`, focus moved in; Tab and Shift+Tab go round inside
 * (visible controls only); Escape and the browser's own cancel go to `onClose`, and so does any
 * route change (spec §4); on closing, focus returns to what had it. Returns the dialog's keydown
 * handler.
 */
export function useModal(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
  { focus, lockClass, closeWhen }: ModalOptions = {},
): (event: KeyboardEvent<HTMLDialogElement>) => void {
  const close = useEffectEvent(onClose);
  const focusOf = useEffectEvent((dialog: HTMLDialogElement) => focus?.(dialog) ?? null);

  useRouteChange(() => {
    if (open) onClose();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const target = focusOf(dialog);
    if (target) target.focus();
    else if (!dialog.contains(document.activeElement)) dialog.focus();
    if (lockClass) document.documentElement.classList.add(lockClass);
    // The browser's own Escape handling (cancel) is routed to the owner, who decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    dialog.addEventListener('cancel', onCancel);
    const wide = closeWhen && typeof window.matchMedia === 'function' ? window.matchMedia(closeWhen) : null;
    const onWide = () => {
      if (wide?.matches) close();
    };
    wide?.addEventListener('change', onWide);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      wide?.removeEventListener('change', onWide);
      if (lockClass) document.documentElement.classList.remove(lockClass);
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open, ref, lockClass, closeWhen]);

  return (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const dialog = ref.current;
    if (event.key !== 'Tab' || !dialog) return;
    const all = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    // Shown ones only (a closed dropdown's links are in the tree, not in the tab order); a document
    // with no layout at all (a test's DOM) shows none, and then all count.
    const shown = all.filter((el) => el.getClientRects().length > 0);
    const items = shown.length > 0 ? shown : all;
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
