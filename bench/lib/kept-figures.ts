import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client';
import {
  clubsWithMarks,
  refreshClubFigures,
} from '../../apps/api/src/modules/partner/club-figures.repository';

/**
 * Computes the back office's kept figures (modules/partner/club-figures.repository.ts) for every
 * voucher and order the triggers marked while a bench database was filled, so that the API under
 * measurement does not do it in the background (its club-figures job would, at start). Answers the
 * seconds it took.
 */
export async function refreshKeptFigures(url: string): Promise<number> {
  const started = Date.now();
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const db = drizzle(pool) as unknown as Db;
    for (const clubId of await clubsWithMarks(db)) await refreshClubFigures(db, clubId);
  } finally {
    await pool.end();
  }
  return Math.round((Date.now() - started) / 1000);
}
