import { type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { ModalHeader } from './ModalHeader';
import { FOCUSABLE, useModal } from './useModal';

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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onKeyDown = useModal(ref, open, onClose, {
    focus: (dialog) =>
      (initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null) ??
      dialog.querySelector<HTMLElement>(FOCUSABLE),
    lockClass: DRAWER_LOCK_CLASS,
    closeWhen,
  });

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
          <ModalHeader block="drawer" titleId={titleId} title={title} onClose={onClose} />
          <div className="drawer__body">{children}</div>
        </>
      )}
    </dialog>
  );
}
