import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { unions } from '../schema/index';
import { insertClubs } from './clubs';
import { insertCountries } from './countries';
import { insertDemo } from './demo';
import { insertFaq } from './faq';
import { addFaqTranslations } from './faq-translations';
import { insertMembers } from './members';
import { insertProducts } from './products';
import { insertShopProducts } from './shop-products';
import { insertDemoStaff } from './staff';
import { insertRange } from './range';
import { insertUnions } from './unions';

/** Key of the transaction-scoped advisory lock that keeps two starting servers from seeding twice. */
const SEED_LOCK = 727_001;

/**
 * Loads reference data (unions, clubs, departments, the member registry, countries, FAQ, the shop
 * catalogue) and, with `demo`, the demo golfers and their vouchers, into an empty database. Does
 * nothing else when the database already holds unions, but adds reference texts that arrived since
 * it was seeded (the Icelandic and Finnish FAQ). Everything happens in one transaction: a failure
 * leaves the database as it was. Returns true when it seeded.
 */
export async function seedIfEmpty(db: Db, options: { demo: boolean; now?: Date }): Promise<boolean> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: unions.id }).from(unions).limit(1);
    if (existing.length > 0) {
      // Reference texts added since this database was seeded.
      await addFaqTranslations(tx);
      return false;
    }

    const unionIds = await insertUnions(tx);
    const clubs = await insertClubs(tx, unionIds);
    await insertMembers(tx, unionIds, clubs);
    await insertCountries(tx);
    await insertFaq(tx);
    const products = await insertProducts(tx, clubs, now);
    await insertShopProducts(tx, clubs);
    await insertRange(tx, clubs);
    if (options.demo) {
      await insertDemo(tx, { unionIds, clubs, products, now });
      await insertDemoStaff(tx, clubs);
    }
    return true;
  });
}
