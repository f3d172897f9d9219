import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, departments, unions } from '../../db/schema/index';
import { writeInvitation } from './staff.service';

export type ClubCountry = 'DK' | 'SE' | 'NO';
const TIMEZONE: Record<ClubCountry, string> = {
  DK: 'Europe/Copenhagen',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
};
const UNION_TID: Record<ClubCountry, 'dgu' | 'sgf' | 'other'> = { DK: 'dgu', SE: 'sgf', NO: 'other' };

export interface NewClub {
  name: string;
  country: ClubCountry;
  city?: string;
  latitude: number;
  longitude: number;
  departments: string[];
}

/** Brings a new club on (the provider's admin command): the club in its country's union, and its departments. */
export async function createClub(db: Db, input: NewClub) {
  return db.transaction(async (tx) => {
    const [union] = await tx
      .select({ id: unions.id })
      .from(unions)
      .where(eq(unions.tid, UNION_TID[input.country]));
    const [club] = await tx
      .insert(clubs)
      .values({
        name: input.name,
        city: input.city ?? null,
        countryCode: input.country,
        unionId: union?.id ?? null,
        latitude: input.latitude,
        longitude: input.longitude,
        timezone: TIMEZONE[input.country],
        hasProducts: true,
      })
      .returning({ id: clubs.id, name: clubs.name });
    if (input.departments.length > 0) {
      await tx.insert(departments).values(input.departments.map((name) => ({ clubId: club!.id, name })));
    }
    return club!;
  });
}

/** Invites the first owner of a club: the single-use link goes out through the outbox and is answered too. */
export async function inviteOwner(
  db: Db,
  env: { now: Date; publicUrl: string },
  clubId: number,
  email: string,
) {
  const [club] = await db.select({ id: clubs.id, name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw new Error(`No club with id ${clubId}`);
  return db.transaction((tx) =>
    writeInvitation(tx, env, { clubId, clubName: club.name, email, role: 'owner', locale: 'da', by: null }),
  );
}
