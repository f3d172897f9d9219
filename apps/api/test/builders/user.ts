import type { ContractInput } from '@golfwallet/core/contracts/define';
import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { registerUser } from '@golfwallet/core/contracts/user/register-user';
import type {
  nonUnionRegistrationSchema,
  unionRegistrationSchema,
} from '@golfwallet/core/validation/registration';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { clubs, outbox, unionMembers, unions } from '../../src/db/schema/index';
import type { TestApp } from '../helper';

/**
 * Test data for the account tests: unions (taken from the seed when present), a club and
 * registry members with numbers no other test uses.
 */

const UNION_DEFAULTS = {
  dgu: { name: 'Dansk Golf Union', countryCode: 'DK' },
  sgf: { name: 'Svenska Golfförbundet', countryCode: 'SE' },
  other: { name: 'Norges Golfforbund', countryCode: 'NO' },
} as const;

export async function unionIdOf(t: TestApp, tid: 'dgu' | 'sgf' | 'other'): Promise<number> {
  const db = t.database.db;
  const [found] = await db.select({ id: unions.id }).from(unions).where(eq(unions.tid, tid)).limit(1);
  if (found) return found.id;
  const [created] = await db
    .insert(unions)
    .values({ tid, ...UNION_DEFAULTS[tid] })
    .returning({ id: unions.id });
  return created!.id;
}

let sequence = 0;

export interface RegistryMember {
  unionId: number;
  unionTid: 'dgu' | 'sgf' | 'other';
  memberNumber: string;
  birthDate: string;
  firstName: string;
  lastName: string;
  sex: 'm' | 'f';
  clubId: number;
  clubName: string;
  memberGuid: string;
  hcp: string;
}

/** Adds a golfer to a union's registry, at a new club of their own. */
export async function addRegistryMember(
  t: TestApp,
  overrides: Partial<Pick<RegistryMember, 'unionTid' | 'birthDate' | 'sex' | 'hcp'>> = {},
): Promise<RegistryMember> {
  sequence += 1;
  const unionTid = overrides.unionTid ?? 'dgu';
  const unionId = await unionIdOf(t, unionTid);
  const clubName = `Testrup Golfklub ${sequence}`;
  const [club] = await t.database.db
    .insert(clubs)
    .values({
      unionId,
      name: clubName,
      countryCode: 'DK',
      latitude: 55.6,
      longitude: 12.5,
      timezone: 'Europe/Copenhagen',
    })
    .returning({ id: clubs.id });
  const member: RegistryMember = {
    unionId,
    unionTid,
    memberNumber: `9${process.pid % 10_000}-${sequence}${Date.now() % 100_000}`,
    birthDate: overrides.birthDate ?? '1980-04-12',
    firstName: 'Bjørn',
    lastName: `Registersen-${'abcdefghijklmnopqrstuvwxyz'[sequence % 26]}`,
    sex: overrides.sex ?? 'm',
    clubId: club!.id,
    clubName,
    memberGuid: `guid-${process.pid}-${sequence}`,
    hcp: overrides.hcp ?? '17.3',
  };
  await t.database.db.insert(unionMembers).values({
    unionId,
    memberNumber: member.memberNumber,
    birthDate: member.birthDate,
    firstName: member.firstName,
    lastName: member.lastName,
    sex: member.sex,
    clubId: member.clubId,
    memberGuid: member.memberGuid,
    hcp: member.hcp,
  });
  return member;
}

let emailSequence = 0;
export function uniqueEmail(prefix = 'golfer'): string {
  emailSequence += 1;
  return `${prefix}.${process.pid}.${emailSequence}.${Date.now()}@example.com`;
}

type SignUpBody = ContractInput<typeof registerUser>['body'];
type NonMemberBody = z.input<typeof nonUnionRegistrationSchema>;
type MemberBody = z.input<typeof unionRegistrationSchema>;

/** A valid non-member sign-up body; override any field. */
export function nonMemberBody(overrides: Partial<NonMemberBody> = {}): NonMemberBody {
  return {
    is_member: false,
    first_name: 'Ida',
    last_name: 'Ikkemedlem',
    phone: '+4512345678',
    birth_date: '1990-05-01',
    sex: 'f',
    country: 'DK',
    email: uniqueEmail('nonmember'),
    password: 'secret123',
    pin_code: '1234',
    ...overrides,
  };
}

/** A valid member sign-up body for a registry member; override any field. */
export function memberBody(member: RegistryMember, overrides: Partial<MemberBody> = {}): MemberBody {
  return {
    is_member: true,
    union_id: member.unionId,
    member_number: member.memberNumber,
    birth_date: member.birthDate,
    first_name: member.firstName,
    last_name: member.lastName,
    phone: '+4587654321',
    email: uniqueEmail('member'),
    password: 'secret123',
    ...overrides,
  };
}

/** The newest outbox message to an address, optionally of one template. */
export async function latestMessage(t: TestApp, recipient: string, template?: string) {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(
      template
        ? and(eq(outbox.recipient, recipient), eq(outbox.template, template))
        : eq(outbox.recipient, recipient),
    )
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

export async function messagesTo(t: TestApp, recipient: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
}

/** The key of the newest mail link of a template: `…?key=<key>`. */
export async function keyFromLatestMail(t: TestApp, recipient: string, template: string): Promise<string> {
  const message = await latestMessage(t, recipient, template);
  const match = message ? /[?&]key=([A-Za-z0-9_-]+)/.exec(message.text) : null;
  if (!match?.[1]) throw new Error(`no ${template} mail with a key to ${recipient}`);
  return match[1];
}

/** Signs a golfer up through the typed client (in a language, when given) and answers what the test needs. */
export async function registerThroughApi(t: TestApp, body: SignUpBody, language?: string) {
  return t.api({ language })(registerUser, { body });
}

/** Logs a golfer in through the typed client and answers the session id. */
export async function logInThroughApi(t: TestApp, email: string, password: string): Promise<string> {
  return (await t.api()(createSession, { body: { email, password } })).session_id;
}
