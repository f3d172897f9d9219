import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFaqCategories } from '@golfwallet/core/contracts/faq/list-faq-categories';
import { listFaqCategoryItems } from '@golfwallet/core/contracts/faq/list-faq-category-items';
import { listFaqItems } from '@golfwallet/core/contracts/faq/list-faq-items';
import { getGeoip } from '@golfwallet/core/contracts/geo/get-geoip';
import { listCountries } from '@golfwallet/core/contracts/geo/list-countries';
import { getClubNearest } from '@golfwallet/core/contracts/reference/get-club-nearest';
import { getMyClubDetails } from '@golfwallet/core/contracts/reference/get-my-club-details';
import { listClubs } from '@golfwallet/core/contracts/reference/list-clubs';
import { listDepartments } from '@golfwallet/core/contracts/reference/list-departments';
import { listMyClubs } from '@golfwallet/core/contracts/reference/list-my-clubs';
import { listUnions } from '@golfwallet/core/contracts/reference/list-unions';
import { createTestApp, createTestUser, refusal, type TestApp } from '../../../test/helper';
import { clubs, users, vouchers } from '../../db/schema/index';
import { ANNA_EMAIL, DEMO_EMAIL } from '../../db/seed/demo';
import { hashToken, newToken } from '../../lib/tokens';
import { insertSession } from '../../modules/session/session.repository';

let t: TestApp;
let demoToken: string;
let annaToken: string;
const clubIds = new Map<string, number>();

/** A live session for a seeded golfer, made straight in the database. */
async function sessionFor(email: string): Promise<string> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const token = newToken();
  await insertSession(t.database.db, { tokenHash: hashToken(token), userId: user!.id, now: t.clock.now() });
  return token;
}

const clubId = (name: string) => {
  const id = clubIds.get(name);
  if (id === undefined) throw new Error(`no club ${name}`);
  return id;
};

beforeAll(async () => {
  t = await createTestApp();
  demoToken = await sessionFor(DEMO_EMAIL);
  annaToken = await sessionFor(ANNA_EMAIL);
  for (const row of await t.database.db.select({ id: clubs.id, name: clubs.name }).from(clubs)) {
    clubIds.set(row.name, row.id);
  }
});
afterAll(async () => t.close());

describe('GET /unions', () => {
  it('lists the three unions of §3 without a session', async () => {
    expect(await t.api()(listUnions)).toEqual([
      { union_id: expect.any(Number), name: 'Dansk Golf Union', tid: 'dgu', country_code: 'DK' },
      { union_id: expect.any(Number), name: 'Svenska Golfförbundet', tid: 'sgf', country_code: 'SE' },
      { union_id: expect.any(Number), name: 'Norges Golfforbund', tid: 'other', country_code: 'NO' },
    ]);
  });
});

describe('GET /departments', () => {
  it('needs a session', async () => {
    expect(await refusal(t.api({ language: 'en' })(listDepartments))).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Please log in to continue.',
    });
  });

  it('refuses an unknown session', async () => {
    expect(await refusal(t.api({ token: newToken() })(listDepartments))).toMatchObject({
      status: 403,
      code: 'SESSION_EXPIRED',
    });
  });

  it('lists every department with its club, 2 to 4 per club', async () => {
    const list = await t.api({ token: demoToken })(listDepartments);
    const perClub = new Map<number, string[]>();
    for (const d of list) perClub.set(d.club_id, [...(perClub.get(d.club_id) ?? []), d.department_name]);
    expect(perClub.size).toBe(clubIds.size);
    for (const names of perClub.values()) {
      expect(names.length).toBeGreaterThanOrEqual(2);
      expect(names.length).toBeLessThanOrEqual(4);
    }
    expect(perClub.get(clubId('Rungsted Golf Klub'))).toEqual([
      'Golfbane',
      'Proshop',
      'Driving range',
      'Restaurant',
    ]);
    expect(perClub.get(clubId('Falsterbo Golfklubb'))).toContain('Restaurang');
  });
});

describe('GET /clubs', () => {
  it('lists the clubs publicly, by name, with positions and flags', async () => {
    const list = await t.api()(listClubs);
    expect(list.length).toBeGreaterThanOrEqual(30);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(list.find((c) => c.name === 'Falsterbo Golfklubb')).toEqual({
      club_id: clubId('Falsterbo Golfklubb'),
      name: 'Falsterbo Golfklubb',
      latitude: 55.388,
      longitude: 12.822,
      city: 'Falsterbo',
      country_code: 'SE',
      has_products: true,
      driving_range: true,
      logo_url: null,
    });
    expect(new Set(list.map((c) => c.country_code))).toEqual(new Set(['DK', 'SE', 'NO']));
  });
});

describe('GET /club-nearest', () => {
  it('finds the nearest club by great-circle distance', async () => {
    const nearest = await t.api()(getClubNearest, { query: { latitude: 55.8862, longitude: 12.5305 } });
    expect(nearest).toMatchObject({ club_id: clubId('Rungsted Golf Klub'), name: 'Rungsted Golf Klub' });
    expect(nearest.distance_km).toBeLessThan(0.1);

    const inBergen = await t.api()(getClubNearest, { query: { latitude: 60.39, longitude: 5.32 } });
    expect(inBergen).toMatchObject({ name: 'Bergen Golfklubb' });
    expect(inBergen.distance_km).toBeGreaterThan(5);
    expect(inBergen.distance_km).toBeLessThan(10);
  });

  it.each([
    ['latitude=91&longitude=10', 'latitude'],
    ['latitude=-90.5&longitude=10', 'latitude'],
    ['latitude=55&longitude=180.1', 'longitude'],
    ['latitude=55&longitude=-181', 'longitude'],
    ['latitude=abc&longitude=10', 'latitude'],
    ['latitude=&longitude=10', 'latitude'],
    ['latitude=NaN&longitude=10', 'latitude'],
    ['longitude=10', 'latitude'],
  ])('refuses %s with a 422 on %s', async (query, field) => {
    // Raw: query strings the contract's number types cannot express.
    const res = await t.call({
      method: 'GET',
      url: `/club-nearest?${query}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    const fields = res.json() as { field: string; message: string }[];
    expect(fields.map((f) => f.field)).toContain(field);
    expect(fields[0]!.message).toMatch(/not valid|required/);
  });
});

describe('GET /my-clubs-list', () => {
  it('needs a session', async () => {
    expect((await refusal(t.api()(listMyClubs))).status).toBe(401);
  });

  it('gives the home club first, then the clubs with usable vouchers and their counts', async () => {
    const list = await t.api({ token: demoToken })(listMyClubs);
    expect(list[0]).toMatchObject({ name: 'Rungsted Golf Klub', is_home_club: true, vouchers: 3 });
    const counts = Object.fromEntries(list.map((c) => [c.name, c.vouchers]));
    expect(counts).toEqual({
      'Rungsted Golf Klub': 3,
      'Simons Golf Club': 5, // 3 identical green fees, the lunch offer, the golf circle
      'Furesø Golfklub': 1,
      'Kokkedal Golfklub': 2,
      'Helsingør Golf Club': 2,
      'Hillerød Golf Klub': 1,
      'Aarhus Golf Club': 1, // the printed one is left out
      'Himmerland Golf & Spa Resort': 1,
      'Falsterbo Golfklubb': 1,
      'Oslo Golfklubb': 1,
    });
    // Odense holds only an expired voucher, Lübker a used-up clip card.
    expect(counts['Odense Golfklub']).toBeUndefined();
    expect(counts['Lübker Golf Resort']).toBeUndefined();
    expect(list.filter((c) => c.is_home_club)).toHaveLength(1);
  });

  it('shows each golfer only their own clubs and counts', async () => {
    const anna = await t.api({ token: annaToken })(listMyClubs);
    const annaCounts = Object.fromEntries(anna.map((c) => [c.name, c.vouchers]));
    expect(annaCounts).toEqual({
      'Barsebäck Golf & Country Club': 1,
      'Falsterbo Golfklubb': 1,
      'Københavns Golf Klub': 1,
      'Ljunghusens Golfklubb': 1,
      'PGA National Sweden': 1,
      'Rungsted Golf Klub': 1,
    });

    const stranger = await createTestUser(t, { clubId: clubId('Bergen Golfklubb') });
    expect(await t.api({ token: stranger.token })(listMyClubs)).toEqual([
      expect.objectContaining({ name: 'Bergen Golfklubb', is_home_club: true, vouchers: 0 }),
    ]);

    // A voucher the stranger receives at Simons counts for them, not for the demo golfer.
    await t.database.db.insert(vouchers).values({
      userId: stranger.id,
      clubId: clubId('Simons Golf Club'),
      voucherNumber: `GW-T-${stranger.id}`,
      name: 'Greenfee',
      productName: 'Greenfee',
      type: 'personal',
      value: '100',
      reductionType: 'setprice',
      validFrom: new Date(Date.now() - 86_400_000),
      validTo: new Date(Date.now() + 86_400_000),
    });
    const after = await t.api({ token: stranger.token })(listMyClubs);
    expect(after.map((c) => [c.name, c.vouchers])).toEqual([
      ['Bergen Golfklubb', 0],
      ['Simons Golf Club', 1],
    ]);
    const demo = await t.api({ token: demoToken })(listMyClubs);
    expect(demo.find((c) => c.name === 'Simons Golf Club')?.vouchers).toBe(5);
  });

  it('gives a golfer without home club or vouchers an empty list', async () => {
    const nobody = await createTestUser(t);
    expect(await t.api({ token: nobody.token })(listMyClubs)).toEqual([]);
  });
});

describe('GET /my-club-details', () => {
  it('needs a session', async () => {
    const call = t.api()(getMyClubDetails, { query: { club_id: clubId('Simons Golf Club') } });
    expect((await refusal(call)).status).toBe(401);
  });

  it("gives the golfer's count at the club and, with a position, the distance", async () => {
    const simons = clubId('Simons Golf Club');
    const demo = t.api({ token: demoToken });
    const details = await demo(getMyClubDetails, {
      query: { club_id: simons, latitude: 55.99, longitude: 12.51 },
    });
    expect(details).toEqual({
      club_id: simons,
      name: 'Simons Golf Club',
      is_home_club: false,
      vouchers: 5,
      driving_range: true,
      has_products: true,
      distance_km: expect.any(Number),
      is_nearby: true,
    });
    expect(details.distance_km).toBeCloseTo(0.556, 1);

    const far = await demo(getMyClubDetails, {
      query: { club_id: clubId('Rungsted Golf Klub'), latitude: 59.96, longitude: 10.63 },
    });
    expect(far).toMatchObject({ is_home_club: true, vouchers: 3, is_nearby: false });
    expect(far.distance_km).toBeGreaterThan(400);
  });

  it('works without a position and counts only the caller’s vouchers', async () => {
    const kgk = clubId('Københavns Golf Klub');
    expect(await t.api({ token: demoToken })(getMyClubDetails, { query: { club_id: kgk } })).toMatchObject({
      vouchers: 0,
      distance_km: null,
      is_nearby: false,
      has_products: false,
    });
    const anna = await t.api({ token: annaToken })(getMyClubDetails, { query: { club_id: kgk } });
    expect(anna).toMatchObject({ vouchers: 1, driving_range: false });
  });

  it('answers 404 for an unknown club', async () => {
    const call = t.api({ token: demoToken, language: 'en' })(getMyClubDetails, {
      query: { club_id: 999999 },
    });
    expect(await refusal(call)).toMatchObject({
      status: 404,
      code: 'CLUB_NOT_FOUND',
      message: 'Club not found.',
    });
  });

  it.each([
    ['club_id=abc', 'club_id'],
    ['', 'club_id'],
    ['club_id=1&latitude=100&longitude=10', 'latitude'],
    ['club_id=1&latitude=55&longitude=200', 'longitude'],
    ['club_id=1&latitude=55', 'longitude'],
    ['club_id=1&longitude=12', 'latitude'],
  ])('refuses "%s" with a 422 on %s', async (query, field) => {
    // Raw: query strings the contract's types cannot express.
    const res = await t.call({ method: 'GET', url: `/my-club-details?${query}`, token: demoToken });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { field: string }[]).map((f) => f.field)).toContain(field);
  });
});

describe('GET /countries', () => {
  it('lists the five countries named in Danish by default', async () => {
    const list = await t.api()(listCountries);
    expect(list.map((c) => [c.country_code, c.locale, c.phonePrefix])).toEqual([
      ['DK', 'da', '+45'],
      ['NO', 'no', '+47'],
      ['IS', 'is', '+354'],
      ['FI', 'fi', '+358'],
      ['SE', 'sv', '+46'],
    ]);
    expect(list[0]).toEqual({
      country_code: 'DK',
      isoCode: 'DK',
      locale: 'da',
      phonePrefix: '+45',
      countryName: 'Danmark',
      displayName: 'Dansk',
      img_url: '/flags/dk.svg',
      union_sign_in: true,
    });
    expect(list[2]!.countryName).toBe('Island');
  });

  it('says which golf unions can sign in here: only those are offered in the pickers (issue 31)', async () => {
    const list = await t.api()(listCountries);
    // Iceland and Finland have no union here: their sign-in always ended in "not available".
    expect(Object.fromEntries(list.map((c) => [c.country_code, c.union_sign_in]))).toEqual({
      DK: true,
      NO: true,
      IS: false,
      FI: false,
      SE: true,
    });
    const production = await createTestApp({ env: { DEV_UNION_SIGNIN: 'false' } });
    try {
      // Without the development provider and simulator no union is set up.
      const none = await production.api()(listCountries);
      expect(none.filter((c) => c.union_sign_in)).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('names them in the Accept-Language', async () => {
    const en = await t.api({ language: 'en-GB' })(listCountries);
    expect(en.map((c) => c.countryName)).toEqual(['Denmark', 'Norway', 'Iceland', 'Finland', 'Sweden']);
    expect(en[1]!.displayName).toMatch(/^Norwegian/);
    const de = await t.api({ language: 'de' })(listCountries);
    expect(de[0]).toMatchObject({ countryName: 'Dänemark', displayName: 'Dänisch' });
    const fi = await t.api({ language: 'fi' })(listCountries);
    expect(fi[4]!.countryName).toBe('Ruotsi');
  });
});

describe('GET /geoip', () => {
  it('falls back to Denmark for a private address, named in the caller’s language', async () => {
    const da = await t.api({ remoteAddress: '192.168.1.20' })(getGeoip);
    expect(da).toEqual({ country_code: 'DK', country_name: 'Danmark', calling_code: '45' });
    const en = await t.api({ language: 'en' })(getGeoip);
    expect(en).toEqual({ country_code: 'DK', country_name: 'Denmark', calling_code: '45' });
  });

  it('tells the country of a public address', async () => {
    const us = await t.api({ remoteAddress: '8.8.8.8', language: 'sv' })(getGeoip);
    expect(us).toEqual({ country_code: 'US', country_name: 'USA', calling_code: '1' });
  });
});

describe('FAQ', () => {
  it('lists the categories in the requested locale, Danish by default', async () => {
    const da = await t.api()(listFaqCategories);
    expect(da).toHaveLength(5);
    expect(da).toContainEqual({ category_id: 3, title: 'Værdibeviser' });
    const en = await t.api()(listFaqCategories, { query: { locale: 'en' } });
    expect(en).toContainEqual({ category_id: 3, title: 'Vouchers' });
    const viaHeader = await t.api({ language: 'sv' })(listFaqCategories);
    expect(viaHeader).toContainEqual({ category_id: 3, title: 'Värdebevis' });
    const queryWins = await t.api({ language: 'sv' })(listFaqCategories, { query: { locale: 'no' } });
    expect(queryWins).toContainEqual({ category_id: 3, title: 'Kuponger' });
    const dk = await t.api()(listFaqCategories, { query: { locale: 'dk' } });
    expect(dk).toContainEqual({ category_id: 3, title: 'Værdibeviser' });
  });

  it('lists every item, in Icelandic and Finnish too', async () => {
    const items = await t.api()(listFaqItems, { query: { locale: 'de' } });
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items.some((i) => i.question === 'Wie drucke ich einen Gutschein?')).toBe(true);
    const en = await t.api()(listFaqItems, { query: { locale: 'en' } });
    const is = await t.api()(listFaqItems, { query: { locale: 'is' } });
    const fi = await t.api({ language: 'fi-FI' })(listFaqItems);
    expect(is).toHaveLength(en.length);
    expect(fi).toHaveLength(en.length);
    expect(is).toContainEqual(expect.objectContaining({ question: 'Hvernig prenta ég inneignarmiða?' }));
    expect(fi).toContainEqual(expect.objectContaining({ question: 'Miten tulostan arvosetelin?' }));
    // No Icelandic or Finnish item reads English.
    const english = new Set(en.flatMap((i) => [i.question, i.answer]));
    for (const item of [...is, ...fi]) {
      expect(english.has(item.question)).toBe(false);
      expect(english.has(item.answer)).toBe(false);
    }
    const categories = await t.api()(listFaqCategories, { query: { locale: 'is' } });
    expect(categories).toContainEqual({ category_id: 3, title: 'Inneignarmiðar' });
    const fiCategories = await t.api({ language: 'fi' })(listFaqCategories);
    expect(fiCategories).toContainEqual({ category_id: 3, title: 'Arvosetelit' });
  });

  it('lists the items of one category', async () => {
    const items = await t.api()(listFaqCategoryItems, { params: { category: 3 }, query: { locale: 'en' } });
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((i) => i.category_id === 3)).toBe(true);
    expect(items.map((i) => i.question)).toContain('How do I print a voucher?');
  });

  it('answers 404 for an unknown category and 422 for a bad one or a bad locale', async () => {
    const unknown = await refusal(
      t.api({ language: 'en' })(listFaqCategoryItems, { params: { category: 99 } }),
    );
    expect(unknown).toMatchObject({
      status: 404,
      code: 'FAQ_CATEGORY_NOT_FOUND',
      message: 'This FAQ category does not exist.',
    });
    // Raw: a category the contract's number type forbids.
    const bad = await t.call({ method: 'GET', url: '/faq/abc/items' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()[0].field).toBe('category');
    const locale = await refusal(t.api()(listFaqItems, { query: { locale: 'xx' } }));
    expect(locale.status).toBe(422);
    expect(locale.fields[0]!.field).toBe('locale');
  });
});

describe('OpenAPI', () => {
  it('documents every reference operation', async () => {
    // Raw: the OpenAPI document is no operation of its own contract.
    const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json();
    for (const path of [
      '/unions',
      '/departments',
      '/clubs',
      '/my-clubs-list',
      '/my-club-details',
      '/club-nearest',
      '/countries',
      '/geoip',
      '/faq/items',
      '/faq/categories',
      '/faq/{category}/items',
    ]) {
      expect(Object.keys(doc.paths)).toContain(`/api/v1${path}`);
    }
  });
});
