import type { Tx } from '../client';
import { clubs, departments } from '../schema/index';
import { type UnionIds, unionTidOf } from './unions';

export type CountryCode = 'DK' | 'SE' | 'NO';
export type DepartmentKind = 'course' | 'shop' | 'range' | 'restaurant';

export interface SeedClub {
  /** A stable handle the other seed files use; not stored. */
  key: string;
  name: string;
  city: string;
  country: CountryCode;
  lat: number;
  lng: number;
  hasProducts: boolean;
  hasDrivingRange: boolean;
  hasRestaurant: boolean;
}

export const TIMEZONES: Record<CountryCode, string> = {
  DK: 'Europe/Copenhagen',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
};

export const CURRENCIES: Record<CountryCode, string> = { DK: 'DKK', SE: 'SEK', NO: 'NOK' };

/** Department names in the club's own language. */
const DEPARTMENT_NAMES: Record<CountryCode, Record<DepartmentKind, string>> = {
  DK: { course: 'Golfbane', shop: 'Proshop', range: 'Driving range', restaurant: 'Restaurant' },
  SE: { course: 'Golfbana', shop: 'Golfshop', range: 'Drivingrange', restaurant: 'Restaurang' },
  NO: { course: 'Golfbane', shop: 'Proshop', range: 'Drivingrange', restaurant: 'Restaurant' },
};

/**
 * Real golf clubs of Denmark, Sweden and Norway, with the position of the clubhouse to about
 * three decimals (a hundred metres or so). has_products marks the clubs that sell through the
 * shop; every club has a course and a pro shop, some a driving range and a restaurant.
 */
export const CLUBS: readonly SeedClub[] = [
  // Denmark
  {
    key: 'rungsted',
    name: 'Rungsted Golf Klub',
    city: 'Rungsted Kyst',
    country: 'DK',
    lat: 55.886,
    lng: 12.53,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'kgk',
    name: 'Københavns Golf Klub',
    city: 'Kongens Lyngby',
    country: 'DK',
    lat: 55.786,
    lng: 12.56,
    hasProducts: false,
    hasDrivingRange: false,
    hasRestaurant: true,
  },
  {
    key: 'furesoe',
    name: 'Furesø Golfklub',
    city: 'Birkerød',
    country: 'DK',
    lat: 55.825,
    lng: 12.396,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'kokkedal',
    name: 'Kokkedal Golfklub',
    city: 'Hørsholm',
    country: 'DK',
    lat: 55.907,
    lng: 12.505,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: false,
  },
  {
    key: 'helsingoer',
    name: 'Helsingør Golf Club',
    city: 'Helsingør',
    country: 'DK',
    lat: 56.038,
    lng: 12.586,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'hilleroed',
    name: 'Hillerød Golf Klub',
    city: 'Hillerød',
    country: 'DK',
    lat: 55.909,
    lng: 12.302,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: false,
  },
  {
    key: 'simons',
    name: 'Simons Golf Club',
    city: 'Kvistgård',
    country: 'DK',
    lat: 55.995,
    lng: 12.51,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'dragoer',
    name: 'Dragør Golfklub',
    city: 'Dragør',
    country: 'DK',
    lat: 55.605,
    lng: 12.654,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: false,
  },
  {
    key: 'hedeland',
    name: 'Hedeland Golfklub',
    city: 'Hedehusene',
    country: 'DK',
    lat: 55.633,
    lng: 12.213,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'odense',
    name: 'Odense Golfklub',
    city: 'Odense SØ',
    country: 'DK',
    lat: 55.366,
    lng: 10.455,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'aarhus',
    name: 'Aarhus Golf Club',
    city: 'Højbjerg',
    country: 'DK',
    lat: 56.093,
    lng: 10.226,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'aalborg',
    name: 'Aalborg Golf Klub',
    city: 'Aalborg',
    country: 'DK',
    lat: 57.025,
    lng: 9.843,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'esbjerg',
    name: 'Esbjerg Golfklub',
    city: 'Esbjerg V',
    country: 'DK',
    lat: 55.55,
    lng: 8.345,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: false,
  },
  {
    key: 'vejle',
    name: 'Vejle Golf Club',
    city: 'Vejle',
    country: 'DK',
    lat: 55.675,
    lng: 9.47,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'kolding',
    name: 'Kolding Golf Club',
    city: 'Kolding',
    country: 'DK',
    lat: 55.507,
    lng: 9.433,
    hasProducts: false,
    hasDrivingRange: false,
    hasRestaurant: false,
  },
  {
    key: 'silkeborg',
    name: 'Silkeborg Ry Golfklub',
    city: 'Silkeborg',
    country: 'DK',
    lat: 56.14,
    lng: 9.62,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'himmerland',
    name: 'Himmerland Golf & Spa Resort',
    city: 'Farsø',
    country: 'DK',
    lat: 56.797,
    lng: 9.347,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'luebker',
    name: 'Lübker Golf Resort',
    city: 'Nimtofte',
    country: 'DK',
    lat: 56.42,
    lng: 10.64,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: false,
  },
  // Sweden
  {
    key: 'falsterbo',
    name: 'Falsterbo Golfklubb',
    city: 'Falsterbo',
    country: 'SE',
    lat: 55.388,
    lng: 12.822,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'ljunghusen',
    name: 'Ljunghusens Golfklubb',
    city: 'Höllviken',
    country: 'SE',
    lat: 55.402,
    lng: 12.918,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'pga-sweden',
    name: 'PGA National Sweden',
    city: 'Bara',
    country: 'SE',
    lat: 55.566,
    lng: 13.187,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'barsebaeck',
    name: 'Barsebäck Golf & Country Club',
    city: 'Löddeköpinge',
    country: 'SE',
    lat: 55.761,
    lng: 12.926,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'vasatorp',
    name: 'Vasatorps Golfklubb',
    city: 'Helsingborg',
    country: 'SE',
    lat: 56.068,
    lng: 12.812,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: false,
  },
  {
    key: 'halmstad',
    name: 'Halmstad Golfklubb',
    city: 'Tylösand',
    country: 'SE',
    lat: 56.652,
    lng: 12.756,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'goteborg',
    name: 'Göteborgs Golfklubb',
    city: 'Hovås',
    country: 'SE',
    lat: 57.622,
    lng: 11.943,
    hasProducts: false,
    hasDrivingRange: false,
    hasRestaurant: true,
  },
  {
    key: 'stockholm',
    name: 'Stockholms Golfklubb',
    city: 'Danderyd',
    country: 'SE',
    lat: 59.397,
    lng: 18.034,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'djursholm',
    name: 'Djursholms Golfklubb',
    city: 'Djursholm',
    country: 'SE',
    lat: 59.405,
    lng: 18.085,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: false,
  },
  {
    key: 'brohof',
    name: 'Bro Hof Slott Golf Club',
    city: 'Bro',
    country: 'SE',
    lat: 59.513,
    lng: 17.658,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'ullna',
    name: 'Ullna Golf & Country Club',
    city: 'Åkersberga',
    country: 'SE',
    lat: 59.455,
    lng: 18.17,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'visby',
    name: 'Visby Golfklubb',
    city: 'Visby',
    country: 'SE',
    lat: 57.438,
    lng: 18.149,
    hasProducts: false,
    hasDrivingRange: false,
    hasRestaurant: true,
  },
  // Norway
  {
    key: 'oslo',
    name: 'Oslo Golfklubb',
    city: 'Oslo',
    country: 'NO',
    lat: 59.962,
    lng: 10.635,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'miklagard',
    name: 'Miklagard Golfklubb',
    city: 'Kløfta',
    country: 'NO',
    lat: 60.107,
    lng: 11.041,
    hasProducts: true,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'losby',
    name: 'Losby Golfklubb',
    city: 'Lørenskog',
    country: 'NO',
    lat: 59.937,
    lng: 10.998,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'baerum',
    name: 'Bærum Golfklubb',
    city: 'Lommedalen',
    country: 'NO',
    lat: 59.95,
    lng: 10.462,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: false,
  },
  {
    key: 'stavanger',
    name: 'Stavanger Golfklubb',
    city: 'Stavanger',
    country: 'NO',
    lat: 58.935,
    lng: 5.651,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: true,
  },
  {
    key: 'bergen',
    name: 'Bergen Golfklubb',
    city: 'Bergen',
    country: 'NO',
    lat: 60.447,
    lng: 5.353,
    hasProducts: false,
    hasDrivingRange: false,
    hasRestaurant: false,
  },
  {
    key: 'trondheim',
    name: 'Trondheim Golfklubb',
    city: 'Trondheim',
    country: 'NO',
    lat: 63.411,
    lng: 10.343,
    hasProducts: false,
    hasDrivingRange: true,
    hasRestaurant: false,
  },
  {
    key: 'lofoten',
    name: 'Lofoten Links',
    city: 'Gimsøysand',
    country: 'NO',
    lat: 68.315,
    lng: 14.11,
    hasProducts: false,
    hasDrivingRange: false,
    hasRestaurant: true,
  },
];

export interface SeededClub {
  id: number;
  club: SeedClub;
  /** Department ids by kind; only the kinds the club has. */
  departments: Partial<Record<DepartmentKind, number>>;
}

export type ClubIndex = Map<string, SeededClub>;

/** The departments a club gets: always course and shop, then range and restaurant when it has them. */
export function departmentKindsOf(club: SeedClub): DepartmentKind[] {
  const kinds: DepartmentKind[] = ['course', 'shop'];
  if (club.hasDrivingRange) kinds.push('range');
  if (club.hasRestaurant) kinds.push('restaurant');
  return kinds;
}

export async function insertClubs(tx: Tx, unionIds: UnionIds): Promise<ClubIndex> {
  const rows = await tx
    .insert(clubs)
    .values(
      CLUBS.map((club) => ({
        unionId: unionIds[unionTidOf(club.country)],
        name: club.name,
        city: club.city,
        countryCode: club.country,
        latitude: club.lat,
        longitude: club.lng,
        timezone: TIMEZONES[club.country],
        hasProducts: club.hasProducts,
        hasDrivingRange: club.hasDrivingRange,
        logoUrl: null,
        selfRedeemRadiusM: 500,
      })),
    )
    .returning({ id: clubs.id, name: clubs.name });
  const index: ClubIndex = new Map();
  CLUBS.forEach((club, i) => {
    const row = rows[i];
    if (!row || row.name !== club.name) throw new Error(`seed: club ${club.name} was not inserted in order`);
    index.set(club.key, { id: row.id, club, departments: {} });
  });

  const wanted = CLUBS.flatMap((club) =>
    departmentKindsOf(club).map((kind) => ({ club, kind, name: DEPARTMENT_NAMES[club.country][kind] })),
  );
  const departmentRows = await tx
    .insert(departments)
    .values(wanted.map((d) => ({ clubId: index.get(d.club.key)!.id, name: d.name })))
    .returning({ id: departments.id, clubId: departments.clubId, name: departments.name });
  wanted.forEach((d, i) => {
    const row = departmentRows[i];
    const seeded = index.get(d.club.key)!;
    if (!row || row.clubId !== seeded.id || row.name !== d.name) {
      throw new Error(`seed: department ${d.name} of ${d.club.name} was not inserted in order`);
    }
    seeded.departments[d.kind] = row.id;
  });
  return index;
}

/** Looks a seeded club up by key; a typo in the seed fails loudly. */
export function clubOf(index: ClubIndex, key: string): SeededClub {
  const found = index.get(key);
  if (!found) throw new Error(`seed: unknown club key ${key}`);
  return found;
}

/** A department of a seeded club; a club without that department fails loudly. */
export function departmentOf(index: ClubIndex, key: string, kind: DepartmentKind): number {
  const id = clubOf(index, key).departments[kind];
  if (id === undefined) throw new Error(`seed: club ${key} has no ${kind} department`);
  return id;
}
