/** Up to two initials of a club's name ('Aarhus Golf Club' → 'AG'), for a club with no logo. */
export function clubInitials(name: string): string {
  const words = name.split(/[\s&/-]+/).filter((word) => /\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase())
    .join('');
}

/**
 * The issuing club's logo, or its initials on the brand colour when it has none; decorative,
 * since the club's name is always written beside it.
 */
export function ClubLogo({ url, name, className }: { url: string | null; name: string; className?: string }) {
  if (!url)
    return (
      <span
        className={['club-logo', 'club-logo--empty', className].filter(Boolean).join(' ')}
        aria-hidden="true"
      >
        {clubInitials(name)}
      </span>
    );
  return (
    <img className={['club-logo', className].filter(Boolean).join(' ')} src={url} alt="" loading="lazy" />
  );
}
