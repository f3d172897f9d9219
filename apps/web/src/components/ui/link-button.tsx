import { Link, type LinkProps } from 'react-router';

export interface LinkButtonProps extends LinkProps {
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
}

/** A link that looks like a button: for navigation, where a <button> would be wrong. */
export function LinkButton({ variant = 'primary', className, ...rest }: LinkButtonProps) {
  return <Link className={['button', `button--${variant}`, className].filter(Boolean).join(' ')} {...rest} />;
}
