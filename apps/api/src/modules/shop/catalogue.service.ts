import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import { findClubProducts, findProduct, findShopClubs } from './catalogue.repository';
import { toProduct } from './product.mapper';

const toClub = (row: {
  id: number;
  name: string;
  city: string | null;
  logoUrl: string | null;
  productCount: number;
}) => ({
  club_id: row.id,
  name: row.name,
  city: row.city,
  logo_url: row.logoUrl,
  product_count: row.productCount,
});

/** Clubs with something on sale, by name; `search` matches name or city (case-insensitive). */
export async function listShopClubs(deps: Deps, search: string | undefined) {
  const rows = await findShopClubs(deps.db, search || undefined, deps.now());
  return { clubs: rows.map(toClub) };
}

export async function listClubProducts(deps: Deps, clubId: number) {
  const now = deps.now();
  const [club] = (await findShopClubs(deps.db, undefined, now)).filter((row) => row.id === clubId);
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  const rows = await findClubProducts(deps.db, clubId, now);
  return { club: toClub(club), products: rows.map((row) => toProduct(row, now)) };
}

/** One product; inactive ones are not for sale and answer PRODUCT_NOT_FOUND. */
export async function getProduct(deps: Deps, productId: number) {
  const row = await findProduct(deps.db, productId);
  if (!row?.product.active) throw new AppError('PRODUCT_NOT_FOUND');
  return toProduct(row, deps.now());
}
