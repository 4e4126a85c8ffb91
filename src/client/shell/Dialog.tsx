import { type ReactNode, useId, useRef } from 'react';
import { ModalHeader } from './ModalHeader';
import { useModal } from './useModal';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and any route change; the owner sets `open` to false. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>` (the page behind is inert): labelled by its title,
 * Tab stays inside, Escape and the close button close it, focus returns to where it was, and it
 * closes on any route change (spec §4). Rendered only while open.
 */
export function Dialog({ open, onClose, title, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onKeyDown = useModal(ref, open, onClose);

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
      <ModalHeader block="dialog" titleId={titleId} title={title} onClose={onClose} />
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
