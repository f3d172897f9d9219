import type { ReactNode } from 'react';

export interface AlertProps {
  variant?: 'info' | 'success' | 'warning' | 'error';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A message box in the page. Errors are announced at once (role=alert), others politely. */
export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  return (
    <div
      className={['alert', `alert--${variant}`, className].filter(Boolean).join(' ')}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      {title && <p className="alert__title">{title}</p>}
      {children && <div className="alert__body">{children}</div>}
    </div>
  );
}
