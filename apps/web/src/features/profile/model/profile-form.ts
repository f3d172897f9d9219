import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import type { profilePatchSchema } from '@golfwallet/core/validation/profile';
import {
  MEMBER_PROFILE_FIELDS,
  NON_MEMBER_ONLY_PROFILE_FIELDS,
} from '@golfwallet/core/validation/profile-fields';
import { DEFAULT_LOCALE, type Locale, toLocale } from '@golfwallet/core/i18n/locales';
import type { z } from 'zod';
import { profilePhoneForInput, profilePhoneForSend } from './phone-mask';
import type { ProfileValues } from './profile-rules';

/** The profile form's values, as the inputs hold them. */
export interface ProfileForm {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  club_name: string;
  language_default: string;
  accept_newsletter: boolean;
  accept_offers: boolean;
  password: string;
  repeat_password: string;
}

export type ProfilePatchBody = z.input<typeof profilePatchSchema>;

/** The form's starting values from the stored profile. */
export function profileFormDefaults(user: UserProfile): ProfileForm {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: profilePhoneForInput(user.phone),
    club_name: user.club_name ?? '',
    language_default: profileLanguage(user.language_default),
    accept_newsletter: user.accept_newsletter === 1,
    accept_offers: user.accept_offers === 1,
    password: '',
    repeat_password: '',
  };
}

/** The golfer's language as the form shows it: a known locale ("dk" is Danish), else Danish. */
export function profileLanguage(stored: string | null | undefined): Locale {
  return toLocale(stored) ?? DEFAULT_LOCALE;
}

/** A union member is told apart by union_id (spec §6). */
export function isUnionMember(user: Pick<UserProfile, 'union_id'>): boolean {
  return user.union_id !== null;
}

/**
 * PATCH /user's body (spec §6): only the fields that changed, and only those the golfer may send —
 * members first and last name, e-mail, the language, the newsletter fields, a changed phone and a password;
 * non-members also their club name. Empty when nothing changed.
 */
export function profilePatch(user: UserProfile, values: ProfileValues): ProfilePatchBody {
  const allowed = new Set<string>(
    isUnionMember(user)
      ? MEMBER_PROFILE_FIELDS
      : [...MEMBER_PROFILE_FIELDS, ...NON_MEMBER_ONLY_PROFILE_FIELDS],
  );
  const candidate: ProfilePatchBody = {};
  if (values.first_name !== user.first_name) candidate.first_name = values.first_name;
  if (values.last_name !== user.last_name) candidate.last_name = values.last_name;
  if (values.email !== user.email.toLowerCase()) candidate.email = values.email;
  if (values.phone.replace(/\s+/g, '') !== (user.phone ?? '').replace(/\s+/g, ''))
    candidate.phone = profilePhoneForSend(values.phone);
  if (values.club_name !== (user.club_name ?? '')) candidate.club_name = values.club_name;
  if (values.language_default !== profileLanguage(user.language_default)) {
    candidate.language_default = values.language_default;
  }
  const newsletter = values.accept_newsletter ? 1 : 0;
  if (newsletter !== user.accept_newsletter) candidate.accept_newsletter = newsletter;
  const offers = values.accept_offers ? 1 : 0;
  if (offers !== user.accept_offers) candidate.accept_offers = offers;
  if (values.password) {
    candidate.password = values.password;
    candidate.repeat_password = values.repeat_password;
  }
  return Object.fromEntries(
    Object.entries(candidate).filter(([key]) => allowed.has(key)),
  ) as ProfilePatchBody;
}
