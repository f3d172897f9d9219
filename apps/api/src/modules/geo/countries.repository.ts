import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries } from '../../db/schema/index';

export function listCountryRows(db: DbOrTx) {
  return db.select().from(countries).orderBy(asc(countries.sort), asc(countries.code));
}
