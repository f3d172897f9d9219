import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';

/**
 * A signed-in golfer as GET /user answers: Anna Holm, a confirmed non-member in Denmark who has
 * been asked about the newsletter and accepted the print rules. Tests override what they are about.
 */
export function golferProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    user_id: 7,
    email: 'anna@example.dk',
    email_confirmed: true,
    union_id: null,
    union_name: null,
    member_number: null,
    member_type: null,
    first_name: 'Anna',
    last_name: 'Holm',
    phone: '+4512345678',
    phone2: null,
    birth_date: '1980-02-03',
    sex: 'f',
    country: 'DK',
    hcp: '54',
    club_id: null,
    club_name: null,
    language_default: 'en',
    push_notifications_enabled_default: true,
    accept_newsletter: 0,
    accept_offers: 0,
    newsletter_asked: true,
    print_rules_accepted: true,
    pin_set: false,
    ...overrides,
  };
}
