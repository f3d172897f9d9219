import { useState } from 'react';
import { clubColour, clubInitials } from './club-initials';
import './club-logo.css';

/**
 * The issuing club's logo, or its initials on the club's own colour when it has none or the logo
 * does not load; decorative, since the club's name is always written beside it.
 */
export function ClubLogo({
  url,
  name,
  clubId,
  className,
}: {
  url: string | null;
  name: string;
  clubId: number;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url)
    return (
      <span
        className={['club-logo', 'club-logo--empty', className].filter(Boolean).join(' ')}
        style={{ backgroundColor: clubColour(clubId) }}
        aria-hidden="true"
      >
        {clubInitials(name)}
      </span>
    );
  return (
    <img
      className={['club-logo', className].filter(Boolean).join(' ')}
      src={url}
      alt=""
      loading="lazy"
      onError={() => setFailedUrl(url)}
    />
  );
}
