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
  /** Who the member is at the union (OpenID Connect: the ID token's issuer and `sub`); none from Sweden. */
  subject?: { issuer: string; sub: string };
  /** When the union last authenticated the member (`auth_time`, ISO 8601); none from Sweden. */
  authenticatedAt?: string;
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
 * Reads the standard OIDC claims (sub, given_name, family_name, birthdate, gender, email,
 * email_verified) and the golf claims (golf_id, member_guid, club_name, member_type). Undefined
 * without a golf ID, or without a `sub` when an OpenID issuer vouched (`oidc`): a union sign-in
 * that names no member, or no one at the union, proves nothing we can use.
 */
export function memberFromClaims(
  claims: UnionClaims,
  union: { id: number; countryCode: string },
  oidc?: { issuer: string; authenticatedAt: Date },
): VerifiedMember | undefined {
  const memberNumber = text(claims.golf_id, 40);
  if (!memberNumber) return undefined;
  const sub = typeof claims.sub === 'string' && claims.sub.length <= 255 ? claims.sub : undefined;
  if (oidc && !sub) return undefined;
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
    ...(oidc && sub
      ? { subject: { issuer: oidc.issuer, sub }, authenticatedAt: oidc.authenticatedAt.toISOString() }
      : {}),
  };
}

/** Letters a name is compared by: lower case, without diacritics (é → e, å → a), ø æ ß ð þ spelt out. */
const SPELT_OUT: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

/** The words of a last name as compared: "Sørensen-Müller" → ["sorensen", "muller"]. */
export function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øæœßðþłı]/g, (letter) => SPELT_OUT[letter] ?? letter)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The words that identify: "O" of "O'Brien" matches every O'…, so one-letter words count only alone. */
function significant(words: string[]): string[] {
  const long = words.filter((word) => word.length > 1);
  return long.length > 0 ? long : words;
}

/**
 * Is the union's verified member the person of this account (issue 31: a golf ID goes on an
 * account only if it is that person's)? Birth date: when the account has one, the union must
 * vouch for the same date (a union that sends none cannot prove it). Last name: when the account
 * has one, the union's last name must share a word with it, compared without case and
 * diacritics ("Sørensen" = "sorensen", "Nielsen" matches "Holm Nielsen" after a marriage). The
 * first name is not compared: nicknames and second names differ too often between registers.
 */
export function samePerson(
  account: { birthDate: string | null; lastName: string | null },
  member: Pick<VerifiedMember, 'birthDate' | 'lastName'>,
): boolean {
  if (account.birthDate && account.birthDate !== member.birthDate) return false;
  const accountWords = significant(nameWords(account.lastName ?? ''));
  if (accountWords.length === 0) return true;
  const memberWords = new Set(significant(nameWords(member.lastName ?? '')));
  return accountWords.some((word) => memberWords.has(word));
}
