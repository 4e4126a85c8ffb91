import { useT } from '@core/i18n/react';
import { type KeyboardEvent, type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { useRouteChange } from './useRouteChange';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and any route change; the owner sets `open` to false. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}

/** The elements Tab can reach inside a dialog or a drawer. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native `<dialog>` (the page behind is inert): labelled by its title,
 * Tab stays inside, Escape and the close button close it, focus returns to where it was, and it
 * closes on any route change (spec §4). Rendered only while open.
 */
export function Dialog({ open, onClose, title, children, className }: DialogProps) {
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
    if (!dialog.contains(document.activeElement)) dialog.focus();
    // The browser's own Escape handling (cancel) is routed to the owner, who decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
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

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="dialog__close" onClick={onClose}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
            <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('dialog.close')}</span>
        </button>
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
