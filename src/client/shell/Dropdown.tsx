import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useRouteChange } from './useRouteChange';

type FocusTarget = 'first' | 'last' | null;

function focusables(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')) : [];
}

/**
 * A disclosure dropdown (not an ARIA menu): a button with aria-expanded and a list of links.
 * Opens on click, Enter, Space, ArrowDown (focusing the first link) or ArrowUp (the last);
 * arrows, Home and End move between links; Escape closes and returns focus to the button.
 * Closes on an outside click, when focus leaves it and on any route change.
 */
export function Dropdown({
  label,
  children,
  className,
}: {
  /** The button's content (text, or text with a visually hidden part). */
  label: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<FocusTarget>(null);
  const panelId = useId();

  useRouteChange(() => setOpen(false));

  // Focus requested on opening applies once the panel is shown.
  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const items = focusables(panelRef.current);
    (pendingFocus.current === 'first' ? items[0] : items[items.length - 1])?.focus();
    pendingFocus.current = null;
  }, [open]);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      // Only a move to an element outside closes it: a click may blur without a related target.
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const onButton = event.target === buttonRef.current;
      const items = focusables(panelRef.current);
      const index = event.target instanceof HTMLElement ? items.indexOf(event.target) : -1;
      let next: HTMLElement | undefined;
      switch (event.key) {
        case 'Escape':
          if (!open) return;
          setOpen(false);
          buttonRef.current?.focus();
          break;
        case 'ArrowDown':
          if (onButton) {
            if (open) next = items[0];
            else pendingFocus.current = 'first';
            setOpen(true);
          } else next = items[(index + 1) % items.length];
          break;
        case 'ArrowUp':
          if (onButton) {
            if (open) next = items[items.length - 1];
            else pendingFocus.current = 'last';
            setOpen(true);
          } else next = items[(index - 1 + items.length) % items.length];
          break;
        case 'Home':
          if (onButton) return;
          next = items[0];
          break;
        case 'End':
          if (onButton) return;
          next = items[items.length - 1];
          break;
        default:
          return;
      }
      event.preventDefault();
      event.stopPropagation();
      next?.focus();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={`dropdown${open ? ' dropdown--open' : ''}${className ? ` ${className}` : ''}`}
    >
      <button
        ref={buttonRef}
        type="button"
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {/* Its chevron is drawn by CSS (shell.css), not an inline SVG in every page. */}
        {label}
      </button>
      <ul ref={panelRef} id={panelId} className="dropdown__panel" hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
