import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import type { UserRow } from './user.repository';

/** The profile a golfer sees of themself: every §3 field, never a hash. */
export function toUserProfile(user: UserRow, unionName: string | null): UserProfile {
  return {
    user_id: user.id,
    email: user.email,
    email_confirmed: user.emailConfirmed,
    union_id: user.unionId,
    union_name: user.unionId === null ? null : unionName,
    member_number: user.memberNumber,
    member_type: user.memberType,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    phone2: user.phone2,
    birth_date: user.birthDate,
    sex: user.sex,
    country: user.country,
    hcp: user.hcp,
    club_id: user.clubId,
    club_name: user.clubName,
    language_default: user.languageDefault,
    push_notifications_enabled_default: user.pushNotificationsEnabledDefault,
    accept_newsletter: user.acceptNewsletter,
    accept_offers: user.acceptOffers,
    newsletter_asked: user.newsletterAsked,
    print_rules_accepted: user.printRulesAccepted,
    pin_set: user.pinHash !== null,
  };
}
