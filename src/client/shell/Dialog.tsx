import { useT } from '@core/i18n/react';
import { type ReactNode, useId, useRef } from 'react';
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
  const t = useT('chrome');
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
