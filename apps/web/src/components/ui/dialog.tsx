import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Show the × close button (default true). */
  closeButton?: boolean;
  /** Close when the backdrop is clicked (default true). */
  closeOnOutsideClick?: boolean;
  className?: string;
}

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

/** The controls Tab reaches inside a container, in document order. */
function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside the popup: from the last control to the first and back. (A modal
 * <dialog> makes the page behind it inert, but Tab would still leave it for the browser's own
 * controls.)
 */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const controls = tabbables(event.currentTarget);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside =
    !(active instanceof Node) || !event.currentTarget.contains(active) || active === event.currentTarget;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal popup on the native <dialog>: focus stays inside it (Tab wraps around), Escape closes
 * it and so does a click on the backdrop. Focus returns to where it was when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  closeButton = true,
  closeOnOutsideClick = true,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const previous = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      return () => {
        if (dialog.open) {
          if (typeof dialog.close === 'function') dialog.close();
          else dialog.removeAttribute('open');
        }
        previous?.focus?.();
      };
    }
    return undefined;
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (closeOnOutsideClick && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {closeButton && (
            <button
              type="button"
              className="dialog__close"
              aria-label={t('common.close')}
              onClick={() => onCloseRef.current()}
            >
              ×
            </button>
          )}
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
