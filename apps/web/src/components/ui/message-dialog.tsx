import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface MessageDialogProps {
  open: boolean;
  title: ReactNode;
  /** The message; a string becomes a paragraph. */
  children: ReactNode;
  /** The text of the one button that closes it ("Got it", "OK", "Great"). */
  buttonLabel: string;
  onClose: () => void;
}

/** A titled popup with a message and one button, for confirmations and errors. */
export function MessageDialog({ open, title, children, buttonLabel, onClose }: MessageDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} className="dialog--message">
      {typeof children === 'string' ? <p className="dialog__text">{children}</p> : children}
      <div className="dialog__actions">
        <Button onClick={onClose}>{buttonLabel}</Button>
      </div>
    </Dialog>
  );
}
