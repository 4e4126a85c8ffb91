import { useT } from '@core/i18n/react';
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';

/** What takes focus when a dialog opens: its first link or field, else its first button. */
const FIRST_FOCUS = 'a[href], input:not([type="hidden"]):not([tabindex="-1"]), select, textarea';

/**
 * A modal dialog of the home buttons (the native `<dialog>`: the page behind is inert): labelled
 * by its title, focus on its first link or field, Escape and the close button close it (through
 * the owner, who unmounts it), and focus goes back to what opened it.
 */
export function Dialog({
  title,
  wide = false,
  onClose,
  children,
}: {
  title: string;
  /** A form's dialog: wider, left-aligned, scrolling inside. */
  wide?: boolean;
  onClose: () => void;
  children: (titleId: string) => ReactNode;
}) {
  const t = useT('chrome');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // A layout effect: it runs before the content's effects, one of which may focus a form's first
  // field, so what opened the dialog is still the focused element here (and gets focus back).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    (dialog.querySelector<HTMLElement>(FIRST_FOCUS) ?? dialog.querySelector<HTMLElement>('button'))?.focus();
    // The browser's own Escape (cancel) goes through the owner, who unmounts the dialog.
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      className={wide ? 'w-homeButtons__dialog w-homeButtons__dialog--form' : 'w-homeButtons__dialog'}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className="w-homeButtons__dialogTitle">
        {title}
      </h2>
      {children(titleId)}
      <button type="button" className="w-homeButtons__close" onClick={onClose}>
        {t('dialog.close')}
      </button>
    </dialog>
  );
}
