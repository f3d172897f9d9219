import { createHash } from 'node:crypto';
import { hashSecret } from '../../modules/auth/password';
import type { Tx } from '../client';
import { unionMembers } from '../schema/index';
import { type ClubIndex, clubOf } from './clubs';
import type { UnionIds, UnionTid } from './unions';

export interface SeedMember {
  union: UnionTid;
  memberNumber: string;
  birthDate: string;
  firstName: string;
  lastName: string;
  sex: 'm' | 'f';
  club: string;
  hcp: string;
}

/**
 * The union member registry the membership check reads (GET /user/member/...). Member numbers
 * follow each union's format: DGU "club-number" ("12-3456"), SGF golf id "yymmdd-nnn" (the birth
 * date), NGF seven digits.
 *
 * Documented for the README (all free to register with, except the demo golfer's):
 * - DGU 12-3456, born 1979-05-14, Søren Hansen, Rungsted — held by demo@golfwallet.dk
 * - DGU 45-1234, born 1985-03-22, Mette Nielsen, Furesø
 * - DGU 21-0457, born 1962-11-03, Jens Kristensen, Odense
 * - SGF 850612-004, born 1985-06-12, Erik Johansson, Falsterbo
 * - SGF 910228-117, born 1991-02-28, Sara Lindqvist, Halmstad
 * - NGF 1234567, born 1990-09-01, Ingrid Hansen, Oslo
 * - NGF 7654321, born 1972-04-17, Ole Nordmann, Miklagard
 */
export const DEMO_MEMBER = {
  union: 'dgu',
  memberNumber: '12-3456',
  birthDate: '1979-05-14',
  firstName: 'Søren',
  lastName: 'Hansen',
  sex: 'm',
  club: 'rungsted',
  hcp: '14.2',
} as const satisfies SeedMember;

export const MEMBERS: readonly SeedMember[] = [
  DEMO_MEMBER,
  // Dansk Golf Union
  {
    union: 'dgu',
    memberNumber: '45-1234',
    birthDate: '1985-03-22',
    firstName: 'Mette',
    lastName: 'Nielsen',
    sex: 'f',
    club: 'furesoe',
    hcp: '22.4',
  },
  {
    union: 'dgu',
    memberNumber: '21-0457',
    birthDate: '1962-11-03',
    firstName: 'Jens',
    lastName: 'Kristensen',
    sex: 'm',
    club: 'odense',
    hcp: '9.8',
  },
  {
    union: 'dgu',
    memberNumber: '12-3457',
    birthDate: '1981-08-30',
    firstName: 'Camilla',
    lastName: 'Hansen',
    sex: 'f',
    club: 'rungsted',
    hcp: '18.0',
  },
  {
    union: 'dgu',
    memberNumber: '3-1187',
    birthDate: '1958-02-11',
    firstName: 'Henrik',
    lastName: 'Larsen',
    sex: 'm',
    club: 'kgk',
    hcp: '6.3',
  },
  {
    union: 'dgu',
    memberNumber: '45-2210',
    birthDate: '1993-06-07',
    firstName: 'Frederik',
    lastName: 'Pedersen',
    sex: 'm',
    club: 'furesoe',
    hcp: '3.1',
  },
  {
    union: 'dgu',
    memberNumber: '78-0032',
    birthDate: '1970-12-24',
    firstName: 'Anne',
    lastName: 'Sørensen',
    sex: 'f',
    club: 'kokkedal',
    hcp: '27.5',
  },
  {
    union: 'dgu',
    memberNumber: '9-4410',
    birthDate: '1988-04-19',
    firstName: 'Mikkel',
    lastName: 'Rasmussen',
    sex: 'm',
    club: 'helsingoer',
    hcp: '12.7',
  },
  {
    union: 'dgu',
    memberNumber: '61-0815',
    birthDate: '1966-09-02',
    firstName: 'Lone',
    lastName: 'Jørgensen',
    sex: 'f',
    club: 'simons',
    hcp: '31.2',
  },
  {
    union: 'dgu',
    memberNumber: '33-1979',
    birthDate: '2001-01-15',
    firstName: 'Emil',
    lastName: 'Poulsen',
    sex: 'm',
    club: 'aarhus',
    hcp: '1.4',
  },
  {
    union: 'dgu',
    memberNumber: '17-2604',
    birthDate: '1975-07-28',
    firstName: 'Susanne',
    lastName: 'Madsen',
    sex: 'f',
    club: 'aalborg',
    hcp: '19.9',
  },
  {
    union: 'dgu',
    memberNumber: '52-0093',
    birthDate: '1983-10-10',
    firstName: 'Rasmus',
    lastName: 'Christensen',
    sex: 'm',
    club: 'esbjerg',
    hcp: '8.6',
  },
  {
    union: 'dgu',
    memberNumber: '40-3321',
    birthDate: '1959-05-05',
    firstName: 'Birgitte',
    lastName: 'Andersen',
    sex: 'f',
    club: 'vejle',
    hcp: '24.0',
  },
  {
    union: 'dgu',
    memberNumber: '88-1406',
    birthDate: '1997-03-03',
    firstName: 'Oliver',
    lastName: 'Thomsen',
    sex: 'm',
    club: 'himmerland',
    hcp: '5.5',
  },
  {
    union: 'dgu',
    // Oliver Thomsen's second club (88-1406): the e2e import adds this golf ID to his account, which
    // only the same person may (issue 31: last name and birth date are compared).
    memberNumber: '14-0770',
    birthDate: '1997-03-03',
    firstName: 'Oliver',
    lastName: 'Thomsen',
    sex: 'm',
    club: 'dragoer',
    hcp: '36.0',
  },
  {
    union: 'dgu',
    // Poul Johansen's second club (26-0141), for the app's import in the e2e tests (as 14-0770).
    memberNumber: '95-2058',
    birthDate: '1954-04-01',
    firstName: 'Poul',
    lastName: 'Johansen',
    sex: 'm',
    club: 'luebker',
    hcp: '15.3',
  },
  {
    union: 'dgu',
    memberNumber: '26-0141',
    birthDate: '1954-04-01',
    firstName: 'Poul',
    lastName: 'Johansen',
    sex: 'm',
    club: 'silkeborg',
    hcp: '20.1',
  },
  {
    union: 'dgu',
    memberNumber: '71-3310',
    birthDate: '2004-09-09',
    firstName: 'Ida',
    lastName: 'Knudsen',
    sex: 'f',
    club: 'hilleroed',
    hcp: '42.0',
  },
  // Svenska Golfförbundet
  {
    union: 'sgf',
    memberNumber: '850612-004',
    birthDate: '1985-06-12',
    firstName: 'Erik',
    lastName: 'Johansson',
    sex: 'm',
    club: 'falsterbo',
    hcp: '11.2',
  },
  {
    union: 'sgf',
    memberNumber: '910228-117',
    birthDate: '1991-02-28',
    firstName: 'Sara',
    lastName: 'Lindqvist',
    sex: 'f',
    club: 'halmstad',
    hcp: '16.8',
  },
  {
    union: 'sgf',
    memberNumber: '670915-021',
    birthDate: '1967-09-15',
    firstName: 'Lars',
    lastName: 'Andersson',
    sex: 'm',
    club: 'ljunghusen',
    hcp: '7.9',
  },
  {
    union: 'sgf',
    memberNumber: '780403-332',
    birthDate: '1978-04-03',
    firstName: 'Karin',
    lastName: 'Nilsson',
    sex: 'f',
    club: 'pga-sweden',
    hcp: '23.6',
  },
  {
    union: 'sgf',
    memberNumber: '990721-008',
    birthDate: '1999-07-21',
    firstName: 'Oscar',
    lastName: 'Karlsson',
    sex: 'm',
    club: 'barsebaeck',
    hcp: '2.2',
  },
  {
    union: 'sgf',
    memberNumber: '560130-145',
    birthDate: '1956-01-30',
    firstName: 'Birgitta',
    lastName: 'Eriksson',
    sex: 'f',
    club: 'vasatorp',
    hcp: '29.4',
  },
  {
    union: 'sgf',
    memberNumber: '820819-276',
    birthDate: '1982-08-19',
    firstName: 'Johan',
    lastName: 'Larsson',
    sex: 'm',
    club: 'goteborg',
    hcp: '13.5',
  },
  {
    union: 'sgf',
    memberNumber: '741112-063',
    birthDate: '1974-11-12',
    firstName: 'Eva',
    lastName: 'Olsson',
    sex: 'f',
    club: 'stockholm',
    hcp: '18.7',
  },
  {
    union: 'sgf',
    memberNumber: '880505-190',
    birthDate: '1988-05-05',
    firstName: 'Anders',
    lastName: 'Persson',
    sex: 'm',
    club: 'djursholm',
    hcp: '4.4',
  },
  {
    union: 'sgf',
    memberNumber: '950317-241',
    birthDate: '1995-03-17',
    firstName: 'Emma',
    lastName: 'Svensson',
    sex: 'f',
    club: 'brohof',
    hcp: '9.1',
  },
  {
    union: 'sgf',
    memberNumber: '630624-052',
    birthDate: '1963-06-24',
    firstName: 'Per',
    lastName: 'Gustafsson',
    sex: 'm',
    club: 'ullna',
    hcp: '21.0',
  },
  {
    union: 'sgf',
    memberNumber: '010908-388',
    birthDate: '2001-09-08',
    firstName: 'Alva',
    lastName: 'Pettersson',
    sex: 'f',
    club: 'visby',
    hcp: '33.3',
  },
  {
    union: 'sgf',
    memberNumber: '700101-019',
    birthDate: '1970-01-01',
    firstName: 'Mats',
    lastName: 'Jonsson',
    sex: 'm',
    club: 'falsterbo',
    hcp: '15.0',
  },
  // Norges Golfforbund
  {
    union: 'other',
    memberNumber: '1234567',
    birthDate: '1990-09-01',
    firstName: 'Ingrid',
    lastName: 'Hansen',
    sex: 'f',
    club: 'oslo',
    hcp: '17.4',
  },
  {
    union: 'other',
    memberNumber: '7654321',
    birthDate: '1972-04-17',
    firstName: 'Ole',
    lastName: 'Nordmann',
    sex: 'm',
    club: 'miklagard',
    hcp: '10.6',
  },
  {
    union: 'other',
    memberNumber: '2048113',
    birthDate: '1984-12-02',
    firstName: 'Kari',
    lastName: 'Johansen',
    sex: 'f',
    club: 'losby',
    hcp: '25.8',
  },
  {
    union: 'other',
    memberNumber: '3310988',
    birthDate: '1961-03-14',
    firstName: 'Bjørn',
    lastName: 'Olsen',
    sex: 'm',
    club: 'baerum',
    hcp: '12.2',
  },
  {
    union: 'other',
    memberNumber: '4471520',
    birthDate: '1996-06-30',
    firstName: 'Sindre',
    lastName: 'Larsen',
    sex: 'm',
    club: 'stavanger',
    hcp: '0.8',
  },
  {
    union: 'other',
    memberNumber: '5082264',
    birthDate: '1979-10-21',
    firstName: 'Hilde',
    lastName: 'Andersen',
    sex: 'f',
    club: 'bergen',
    hcp: '28.9',
  },
  {
    union: 'other',
    memberNumber: '6120457',
    birthDate: '1968-02-09',
    firstName: 'Knut',
    lastName: 'Pedersen',
    sex: 'm',
    club: 'trondheim',
    hcp: '18.3',
  },
  {
    union: 'other',
    memberNumber: '1709932',
    birthDate: '2000-05-25',
    firstName: 'Nora',
    lastName: 'Nilsen',
    sex: 'f',
    club: 'lofoten',
    hcp: '35.1',
  },
  {
    union: 'other',
    memberNumber: '8836041',
    birthDate: '1987-08-08',
    firstName: 'Magnus',
    lastName: 'Kristiansen',
    sex: 'm',
    club: 'oslo',
    hcp: '6.9',
  },
  {
    union: 'other',
    memberNumber: '9023375',
    birthDate: '1957-12-12',
    firstName: 'Solveig',
    lastName: 'Haugen',
    sex: 'f',
    club: 'miklagard',
    hcp: '30.5',
  },
];

/** A stable GUID for a member, as the unions' own systems hand out (derived, so reseeding is repeatable). */
export function memberGuid(union: UnionTid, memberNumber: string): string {
  const hex = createHash('sha256').update(`${union}:${memberNumber}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The password every seeded member signs in with at the development union sign-in (the embedded
 * OpenID provider and the Swedish login simulator). Listed in the README.
 */
export const DEV_MEMBER_PASSWORD = 'union1234';

/** The e-mail a seeded member's union knows: "<union>-<member number>@members.example". */
export function memberEmail(union: UnionTid, memberNumber: string): string {
  return `${union}-${memberNumber}@members.example`;
}

export async function insertMembers(tx: Tx, unionIds: UnionIds, clubIndex: ClubIndex): Promise<void> {
  // One hash for all: the same development password, hashed once so seeding stays fast.
  const devPasswordHash = await hashSecret(DEV_MEMBER_PASSWORD);
  await tx.insert(unionMembers).values(
    MEMBERS.map((member) => ({
      unionId: unionIds[member.union],
      memberNumber: member.memberNumber,
      birthDate: member.birthDate,
      firstName: member.firstName,
      lastName: member.lastName,
      sex: member.sex,
      clubId: clubOf(clubIndex, member.club).id,
      memberGuid: memberGuid(member.union, member.memberNumber),
      hcp: member.hcp,
      email: memberEmail(member.union, member.memberNumber),
      devPasswordHash,
    })),
  );
}
