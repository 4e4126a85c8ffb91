import { useT } from '@core/i18n/react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
} from 'react';
import { FOCUSABLE } from './Dialog';
import { useRouteChange } from './useRouteChange';

export interface DrawerProps {
  /** The dialog's id: the opening button's `aria-controls`. */
  id: string;
  open: boolean;
  /** Called on Escape, the close button, any route change and a switch to the wide layout. */
  onClose: () => void;
  title: string;
  /** A selector of the element to focus on opening; the first focusable one when absent or not found. */
  initialFocus?: string | null;
  /** A media query under which the drawer is useless (the full header shows): it closes there. */
  closeWhen?: string;
  children: ReactNode;
}

/** The class on <html> while a drawer is open: the page behind does not scroll. */
export const DRAWER_LOCK_CLASS = 'is-drawer-open';

/**
 * A side drawer: a modal dialog on the native `<dialog>` (the page behind is inert), sliding in
 * from the start edge. Labelled by its title; on opening, focus moves in (to `initialFocus` or
 * the first control); Tab stays inside; Escape, the close button and a click on the backdrop
 * close it; focus returns to
 * the element that had it (the opening button); it closes on any route change (spec §2, §4).
 * The empty `<dialog>` is always in the page (the button's `aria-controls` names it); its
 * contents are rendered only while open, so the server's HTML carries none of them.
 */
export function Drawer({ id, open, onClose, title, initialFocus, closeWhen, children }: DrawerProps) {
  const t = useT('chrome');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useEffectEvent(onClose);

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
    const target =
      (initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null) ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    (target ?? dialog).focus();
    document.documentElement.classList.add(DRAWER_LOCK_CLASS);
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
      document.documentElement.classList.remove(DRAWER_LOCK_CLASS);
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open, initialFocus, closeWhen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.getClientRects().length > 0,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click on the backdrop (outside the panel; the browser gives it to the dialog) closes it;
  // Escape and the close button are the keyboard's ways.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== ref.current) return;
    const box = ref.current.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) onClose();
  };

  return (
    <dialog
      ref={ref}
      id={id}
      className="drawer"
      aria-labelledby={open ? titleId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {open && (
        <>
          <div className="drawer__header">
            <h2 id={titleId} className="drawer__title">
              {title}
            </h2>
            <button type="button" className="drawer__close" onClick={onClose}>
              <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
                <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">{t('dialog.close')}</span>
            </button>
          </div>
          <div className="drawer__body">{children}</div>
        </>
      )}
    </dialog>
  );
}
