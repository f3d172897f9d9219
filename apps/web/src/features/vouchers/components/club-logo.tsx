/** The issuing club's logo; decorative, since the club's name is always written beside it. */
export function ClubLogo({ url, className }: { url: string | null; className?: string }) {
  if (!url)
    return (
      <span
        className={['club-logo', 'club-logo--empty', className].filter(Boolean).join(' ')}
        aria-hidden="true"
      />
    );
  return (
    <img className={['club-logo', className].filter(Boolean).join(' ')} src={url} alt="" loading="lazy" />
  );
}
