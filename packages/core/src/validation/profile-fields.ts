/*
 * Which profile fields a golfer may change (spec §6), apart from PATCH /user's zod schema
 * (profile.ts): the profile page reads them without loading zod.
 */

/** Fields every golfer may change on their profile (§6). */
export const MEMBER_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'language_default',
  'push_notifications_enabled_default',
  'accept_newsletter',
  'accept_offers',
  'newsletter_asked',
  'print_rules_accepted',
  'phone',
  'password',
  'repeat_password',
] as const;

/** Fields only a golfer without a union may change: a member's come from the union registry (§6). */
export const NON_MEMBER_ONLY_PROFILE_FIELDS = ['sex', 'hcp', 'country', 'club_name', 'birth_date'] as const;

/**
 * The fields of a patch a union member may not send (§6), in a stable order. Empty for a
 * non-member, and for a member who sends only member fields.
 */
export function fieldsLockedForMember(patch: Record<string, unknown>, isMember: boolean): string[] {
  if (!isMember) return [];
  return NON_MEMBER_ONLY_PROFILE_FIELDS.filter((field) => patch[field] !== undefined);
}
