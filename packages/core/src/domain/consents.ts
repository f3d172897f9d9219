/**
 * The consent questions a golfer answers, and the version of the text each one shows. When a
 * question's text changes, its version changes here, so every stored answer (table `consents`)
 * says which wording it agreed to. Versions are the month the text was published.
 */
export const CONSENT_KINDS = ['newsletter', 'club_offers', 'cookie_statistics'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENT_TEXT_VERSIONS: Record<ConsentKind, string> = {
  newsletter: '2025-02',
  club_offers: '2025-02',
  cookie_statistics: '2025-02',
};

/** Where an answer was given. */
export const CONSENT_SOURCES = ['registration', 'profile', 'newsletter_popup', 'cookie_banner'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
