// Without React: the voucher page's early paint (src/app/code-first/paint-code.ts) draws them too.

/** Up to two initials of a club's name ('Aarhus Golf Club' → 'AG'), for a club with no logo. */
export function clubInitials(name: string): string {
  const words = name.split(/[\s&/-]+/).filter((word) => /\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase())
    .join('');
}

/**
 * Background colours for initials, each dark enough for white text (contrast ≥ 7:1). A club
 * always gets the same one, from its id, so two clubs that share initials ("HG") look different.
 */
export const CLUB_COLOURS = [
  '#1b5e20',
  '#0d47a1',
  '#6a1b9a',
  '#b71c1c',
  '#004d40',
  '#4e342e',
  '#37474f',
  '#880e4f',
] as const;

export function clubColour(clubId: number): string {
  const index = ((Math.trunc(clubId) % CLUB_COLOURS.length) + CLUB_COLOURS.length) % CLUB_COLOURS.length;
  return CLUB_COLOURS[index]!;
}
