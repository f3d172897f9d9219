import type { VoucherRestrictions } from '@golfwallet/core/domain/voucher';
import { zVoucherRestrictions } from '@golfwallet/core/domain/voucher-schema';
import type { Tx } from '../client';
import { products } from '../schema/index';
import { CLUBS, type ClubIndex, type CountryCode, CURRENCIES, clubOf, type SeedClub } from './clubs';

export type ProductKind = 'greenfee' | 'clipcard' | 'rangecard' | 'shopoffer';

const NAMES: Record<CountryCode, Record<ProductKind, string>> = {
  DK: {
    greenfee: 'Greenfee 18 huller',
    clipcard: 'Klippekort 10 greenfee',
    rangecard: 'Boldkort 10 kurve',
    shopoffer: '20 % rabat i proshoppen',
  },
  SE: {
    greenfee: 'Greenfee 18 hål',
    clipcard: 'Klippkort 10 greenfee',
    rangecard: 'Bollkort 10 hinkar',
    shopoffer: '20 % rabatt i golfshopen',
  },
  NO: {
    greenfee: 'Greenfee 18 hull',
    clipcard: 'Klippekort 10 greenfee',
    rangecard: 'Ballkort 10 kurver',
    shopoffer: '20 % rabatt i proshopen',
  },
};

/** Green fee for 18 holes in the club's currency (whole units). */
const GREENFEE: Record<string, number> = {
  rungsted: 750,
  furesoe: 550,
  kokkedal: 600,
  helsingoer: 450,
  simons: 650,
  odense: 500,
  aarhus: 550,
  himmerland: 595,
  luebker: 650,
  falsterbo: 1300,
  'pga-sweden': 1195,
  halmstad: 950,
  brohof: 1500,
  oslo: 900,
  miklagard: 850,
};

const RANGE_CARD: Record<CountryCode, number> = { DK: 300, SE: 400, NO: 350 };

export function greenfeeOf(clubKey: string): number {
  const price = GREENFEE[clubKey];
  if (price === undefined) throw new Error(`seed: no green fee for ${clubKey}`);
  return price;
}

export interface SeededProduct {
  id: number;
  clubKey: string;
  kind: ProductKind;
  name: string;
  /** Price in whole currency units. */
  price: number;
  currency: string;
}

export type ProductIndex = Map<string, SeededProduct>;

function restrictions(value: VoucherRestrictions): VoucherRestrictions {
  return zVoucherRestrictions.parse(value);
}

interface CatalogueItem {
  kind: ProductKind;
  name: string;
  type: 'personal' | 'loyalty' | 'offer' | 'ecard';
  category: 'voucher' | 'driving_range';
  value: string;
  reductionType: 'setprice' | 'reducepercent' | 'reduceprice';
  /** Whole currency units. */
  price: number;
  currency: string;
  uses: number;
  validityDays: number;
  restrictions: VoucherRestrictions;
  limitedUntil?: Date;
  stockLeft?: number;
  maxPerDay?: number;
  baskets?: number[];
}

/** The shop catalogue of every club with has_products: green fee, clip card, shop offer, range card. */
function catalogueOf(club: SeedClub, now: Date): CatalogueItem[] {
  const greenfee = greenfeeOf(club.key);
  const currency = CURRENCIES[club.country];
  const names = NAMES[club.country];
  const items: CatalogueItem[] = [
    {
      kind: 'greenfee',
      name: names.greenfee,
      type: 'personal',
      category: 'voucher',
      value: String(greenfee),
      reductionType: 'setprice',
      price: greenfee,
      currency,
      uses: 1,
      validityDays: 365,
      restrictions: {},
    },
    {
      kind: 'clipcard',
      name: names.clipcard,
      type: 'loyalty',
      category: 'voucher',
      value: '0',
      reductionType: 'setprice',
      price: greenfee * 8,
      currency,
      uses: 10,
      validityDays: 365,
      restrictions: restrictions({ valid_times_per_day: 1 }),
    },
    {
      kind: 'shopoffer',
      name: names.shopoffer,
      type: 'offer',
      category: 'voucher',
      value: '20',
      reductionType: 'reducepercent',
      price: 0,
      currency,
      uses: 1,
      validityDays: 60,
      restrictions: {},
      limitedUntil: new Date(now.getTime() + 60 * 86_400_000),
      stockLeft: 40,
    },
  ];
  if (club.hasDrivingRange) {
    items.push({
      kind: 'rangecard',
      name: names.rangecard,
      type: 'ecard',
      category: 'driving_range',
      value: '0',
      reductionType: 'setprice',
      price: RANGE_CARD[club.country],
      currency,
      uses: 10,
      validityDays: 365,
      restrictions: restrictions({ valid_times_per_day: 2 }),
      maxPerDay: 2,
      baskets: [35, 70],
    });
  }
  return items;
}

export async function insertProducts(tx: Tx, clubIndex: ClubIndex, now: Date): Promise<ProductIndex> {
  const wanted = CLUBS.filter((club) => club.hasProducts).flatMap((club) =>
    catalogueOf(club, now).map((item) => ({ club, item })),
  );
  const rows = await tx
    .insert(products)
    .values(
      wanted.map(({ club, item }) => ({
        clubId: clubOf(clubIndex, club.key).id,
        name: item.name,
        type: item.type,
        category: item.category,
        value: item.value,
        reductionType: item.reductionType,
        priceMinor: item.price * 100,
        currency: item.currency,
        uses: item.uses,
        validityDays: item.validityDays,
        restrictions: item.restrictions,
        limitedUntil: item.limitedUntil ?? null,
        stockLeft: item.stockLeft ?? null,
        maxPerDay: item.maxPerDay ?? null,
        baskets: item.baskets ?? null,
      })),
    )
    .returning({ id: products.id, name: products.name, clubId: products.clubId });
  const index: ProductIndex = new Map();
  wanted.forEach(({ club, item }, i) => {
    const row = rows[i];
    if (!row || row.name !== item.name || row.clubId !== clubOf(clubIndex, club.key).id) {
      throw new Error(`seed: product ${item.name} of ${club.name} was not inserted in order`);
    }
    index.set(`${club.key}:${item.kind}`, {
      id: row.id,
      clubKey: club.key,
      kind: item.kind,
      name: item.name,
      price: item.price,
      currency: item.currency,
    });
  });
  return index;
}

export function productOf(index: ProductIndex, clubKey: string, kind: ProductKind): SeededProduct {
  const found = index.get(`${clubKey}:${kind}`);
  if (!found) throw new Error(`seed: club ${clubKey} sells no ${kind}`);
  return found;
}
