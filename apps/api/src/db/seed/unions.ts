import type { Tx } from '../client';
import { unions } from '../schema/index';

export type UnionTid = 'dgu' | 'sgf' | 'other';

/** The three unions of §3. Their order fixes their ids in a fresh database: dgu 1, sgf 2, other 3. */
export const UNIONS: readonly { tid: UnionTid; name: string; countryCode: 'DK' | 'SE' | 'NO' }[] = [
  { tid: 'dgu', name: 'Dansk Golf Union', countryCode: 'DK' },
  { tid: 'sgf', name: 'Svenska Golfförbundet', countryCode: 'SE' },
  { tid: 'other', name: 'Norges Golfforbund', countryCode: 'NO' },
];

export type UnionIds = Record<UnionTid, number>;

export async function insertUnions(tx: Tx): Promise<UnionIds> {
  const rows = await tx
    .insert(unions)
    .values(UNIONS.map((u) => ({ tid: u.tid, name: u.name, countryCode: u.countryCode })))
    .returning({ id: unions.id, tid: unions.tid });
  const ids = Object.fromEntries(rows.map((row) => [row.tid, row.id]));
  return ids as UnionIds;
}

/** The union of a country: a club or member in DK belongs to DGU, SE to SGF, NO to NGF. */
export function unionTidOf(countryCode: 'DK' | 'SE' | 'NO'): UnionTid {
  return countryCode === 'DK' ? 'dgu' : countryCode === 'SE' ? 'sgf' : 'other';
}
