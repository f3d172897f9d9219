import type { UnionClaims } from '../../adapters/golf-union/union-oidc';

/**
 * A golf-union member as the union vouched for them after a sign-in (OIDC ID token claims or the
 * Swedish login's answer), in our terms. Stored with the sign-in's ticket.
 */
export interface VerifiedMember {
  unionId: number;
  country: string;
  memberNumber: string;
  birthDate?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  /** The union says it checked the e-mail: only then may it find an existing account. */
  emailVerified: boolean;
  sex?: 'm' | 'f';
  memberGuid?: string;
  clubName?: string;
  memberType?: string;
}

function text(value: unknown, max = 200): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

function sexOf(value: unknown): 'm' | 'f' | undefined {
  const lowered = text(value)?.toLowerCase();
  if (lowered === 'male' || lowered === 'm') return 'm';
  if (lowered === 'female' || lowered === 'f') return 'f';
  return undefined;
}

function dateOf(value: unknown): string | undefined {
  const found = text(value);
  return found && /^\d{4}-\d{2}-\d{2}$/.test(found) ? found : undefined;
}

/**
 * Reads the standard OIDC claims (given_name, family_name, birthdate, gender, email,
 * email_verified) and the golf claims (golf_id, member_guid, club_name, member_type). Undefined
 * without a golf ID: a union sign-in that names no member proves nothing we can use.
 */
export function memberFromClaims(
  claims: UnionClaims,
  union: { id: number; countryCode: string },
): VerifiedMember | undefined {
  const memberNumber = text(claims.golf_id, 40);
  if (!memberNumber) return undefined;
  const email = text(claims.email, 254)?.toLowerCase();
  return {
    unionId: union.id,
    country: union.countryCode,
    memberNumber,
    birthDate: dateOf(claims.birthdate),
    firstName: text(claims.given_name, 30),
    lastName: text(claims.family_name, 30),
    email,
    emailVerified: Boolean(email) && claims.email_verified === true,
    sex: sexOf(claims.gender),
    memberGuid: text(claims.member_guid, 100),
    clubName: text(claims.club_name),
    memberType: text(claims.member_type, 50),
  };
}
