import { useId } from 'react';
import { SiteLink } from './site-link';

/** The GolfWallet mark: a flag on a green, with the ball in front. */
export function LogoMark({ size = 36 }: { size?: number }) {
  const clipId = `logo-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      className="logo__mark"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <clipPath id={clipId}>
        <rect width="48" height="48" rx="12" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="48" height="48" fill="#17603a" />
        <path d="M0 37c9-5 30-5 48 0v11H0z" fill="#2f8f57" />
      </g>
      <path d="M22 9v27" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M23 9.5 35 14l-12 4.5z" fill="#f4c542" />
      <circle cx="31" cy="34" r="5" fill="#fff" />
      <circle cx="29.5" cy="32.5" r="0.9" fill="#c9d6cd" />
      <circle cx="32.3" cy="33" r="0.9" fill="#c9d6cd" />
      <circle cx="30.6" cy="35.4" r="0.9" fill="#c9d6cd" />
    </svg>
  );
}

/** The logo as a link: to the front page, or to /vouchers when signed in (spec §2). */
export function Logo({ to, label, inverted = false }: { to: string; label: string; inverted?: boolean }) {
  return (
    <SiteLink
      to={to}
      className={['logo', inverted ? 'logo--inverted' : null].filter(Boolean).join(' ')}
      aria-label={label}
    >
      <LogoMark />
      <span className="logo__word" aria-hidden="true">
        Golf<span className="logo__word-accent">Wallet</span>
      </span>
    </SiteLink>
  );
}
