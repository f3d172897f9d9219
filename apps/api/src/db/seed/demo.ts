import type {
  ReductionType,
  VoucherCategory,
  VoucherRestrictions,
  VoucherType,
} from '@golfwallet/core/domain/voucher';
import { zVoucherRestrictions } from '@golfwallet/core/domain/voucher-schema';
import { receiptOf } from '@golfwallet/core/domain/shop/money';
import { hashSecret } from '../../modules/auth/password';
import type { Tx } from '../client';
import { orderItems, orders, payments, users, voucherEvents, vouchers } from '../schema/index';
import { type ClubIndex, CURRENCIES, clubOf, type DepartmentKind, departmentOf } from './clubs';
import { DEMO_MEMBER, memberGuid } from './members';
import { type ProductIndex, type ProductKind, productOf } from './products';
import type { UnionIds } from './unions';

/**
 * The demo golfers for trying the product (listed in the README):
 * - demo@golfwallet.dk / golfwallet — Søren Hansen, DGU member 12-3456, home club Rungsted, Danish;
 *   holds vouchers of every type and reduction type at several clubs. Account PIN 1234.
 * - anna@golfwallet.dk / golfwallet — Anna Berg, not a union member, English; a few vouchers.
 * - Unclaimed paper vouchers to upload: PAPER-2026-0001, PAPER-2026-0002 and PAPER-2026-0003 (a
 *   clip card with PIN 1234 that can be used by the golfer near Dragør Golfklub).
 * Vouchers with a PIN use 1234.
 */
export const DEMO_PASSWORD = 'golfwallet';
export const DEMO_PIN = '1234';
export const DEMO_EMAIL = 'demo@golfwallet.dk';
export const ANNA_EMAIL = 'anna@golfwallet.dk';
export const PAPER_VOUCHER_NUMBERS = ['PAPER-2026-0001', 'PAPER-2026-0002', 'PAPER-2026-0003'] as const;

const DAY = 86_400_000;
/** The VAT of the demo orders: clubs without shop settings sell at 25 % (cart.repository.ts). */
const DEMO_VAT_RATE_BP = 2500;

interface DemoVoucher {
  club: string;
  name: string;
  type: VoucherType;
  category?: VoucherCategory;
  value: string;
  reduction: ReductionType;
  /** Product name when not bought from a product (defaults to name). */
  productName?: string;
  /** Bought from this product of the club: the voucher links to it and to the order. */
  product?: ProductKind;
  /** Vouchers with the same order key share one order. */
  order?: string;
  /** Identical copies to create (same order and product). */
  copies?: number;
  pricePaid?: number;
  /** Days from now. */
  validFromDays?: number;
  validToDays?: number;
  usesTotal?: number | null;
  usesLeft?: number | null;
  restrictions?: VoucherRestrictions;
  whereClubs?: string[];
  whereDepartments?: [club: string, kind: DepartmentKind][];
  pin?: boolean;
  selfRedeem?: boolean;
  favourite?: boolean;
  printedDaysAgo?: number;
  info?: string;
  voucherNumber?: string;
}

/** The date `days` from now as yyyy-mm-dd (for exclusion days). */
function dayFromNow(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
}

function demoVouchers(now: Date): DemoVoucher[] {
  return [
    {
      club: 'simons',
      name: 'Greenfee 18 huller',
      type: 'personal',
      value: '650',
      reduction: 'setprice',
      product: 'greenfee',
      order: 'simons-greenfee',
      copies: 3,
      restrictions: {
        valid_weekdays: {
          '1': { from: '07:00', to: '16:00' },
          '2': { from: '07:00', to: '16:00' },
          '3': { from: '07:00', to: '16:00' },
          '4': { from: '07:00', to: '16:00' },
          '5': { from: '07:00', to: '16:00' },
        },
      },
      info: 'Gælder mandag til fredag 07:00–16:00. Book starttid i Golfbox.',
    },
    {
      club: 'furesoe',
      name: 'Klippekort 10 greenfee',
      type: 'loyalty',
      value: '3500',
      reduction: 'setprice',
      product: 'clipcard',
      order: 'furesoe-clipcard',
      usesTotal: 10,
      usesLeft: 7,
      restrictions: { valid_times_per_day: 1 },
      selfRedeem: true,
      info: 'Ét klip pr. dag. Klip selv i appen, når du er i klubben.',
    },
    {
      club: 'rungsted',
      name: 'Boldkort 10 kurve',
      type: 'ecard',
      category: 'driving_range',
      value: '200',
      reduction: 'setprice',
      product: 'rangecard',
      order: 'rungsted-range',
      usesTotal: 10,
      usesLeft: 10,
      restrictions: { valid_times_per_day: 2, valid_time_from: '07:00', valid_time_to: '21:00' },
      whereDepartments: [['rungsted', 'range']],
      selfRedeem: true,
    },
    {
      club: 'rungsted',
      name: 'Gæstegreenfee weekend',
      type: 'personal',
      value: '100',
      reduction: 'reduceprice',
      usesTotal: 1,
      usesLeft: 1,
      restrictions: {
        requires_member_number: true,
        valid_weekdays: { '6': { from: '12:00', to: '24:00' }, '7': { from: '12:00', to: '24:00' } },
      },
      info: '100 kr. rabat på greenfee lørdag og søndag efter kl. 12. Kræver DGU-medlemsnummer.',
    },
    {
      club: 'kokkedal',
      name: 'Introkort',
      type: 'introcard',
      value: '0',
      reduction: 'setprice',
      usesTotal: 1,
      usesLeft: 1,
      validToDays: 90,
      restrictions: { valid_time_from: '08:00', valid_time_to: '18:00' },
      info: 'Gratis prøvetime med klubbens træner og en runde på par 3-banen.',
    },
    {
      club: 'helsingoer',
      name: 'Introkort 200 kr.',
      type: 'introcard',
      value: '200',
      reduction: 'reduceprice',
      usesTotal: 1,
      usesLeft: 1,
      pin: true,
      info: '200 kr. rabat på dit første greenfee. Oplys PIN-koden i receptionen.',
    },
    {
      club: 'helsingoer',
      name: 'Golf Circle Nordsjælland',
      type: 'golf_circle',
      value: '25',
      reduction: 'reducepercent',
      usesTotal: null,
      usesLeft: null,
      whereClubs: ['helsingoer', 'hilleroed', 'simons', 'kokkedal'],
      restrictions: {
        valid_times_per_club: 2,
        exclusions: [
          { date: dayFromNow(now, 20), except: { from: '15:00', to: '24:00' } },
          { date: dayFromNow(now, 41) },
        ],
      },
      favourite: true,
      info: '25 % rabat på greenfee i fire nordsjællandske klubber, to gange pr. klub. Ikke på turneringsdage.',
    },
    {
      club: 'rungsted',
      name: 'Proshop -20 %',
      type: 'offer',
      value: '20',
      reduction: 'reducepercent',
      product: 'shopoffer',
      order: 'rungsted-shop',
      usesTotal: 1,
      usesLeft: 1,
      validToDays: 60,
      whereDepartments: [['rungsted', 'shop']],
    },
    {
      club: 'simons',
      name: 'Frokost -75 kr.',
      type: 'offer',
      value: '75',
      reduction: 'reduceprice',
      usesTotal: 1,
      usesLeft: 1,
      whereDepartments: [['simons', 'restaurant']],
      selfRedeem: true,
    },
    {
      club: 'aarhus',
      name: 'Gratis greenfee med medlem',
      type: 'personal',
      value: '0',
      reduction: 'setprice',
      usesTotal: 1,
      usesLeft: 1,
      restrictions: { playing_with_member: true },
      pin: true,
      info: 'Gratis runde, når du spiller sammen med et medlem af Aarhus Golf Club.',
    },
    {
      club: 'aarhus',
      name: 'Greenfee 18 huller',
      type: 'personal',
      value: '550',
      reduction: 'setprice',
      usesTotal: 1,
      usesLeft: 1,
      printedDaysAgo: 5,
    },
    {
      club: 'odense',
      name: 'Efterårsgreenfee',
      type: 'personal',
      value: '300',
      reduction: 'setprice',
      usesTotal: 1,
      usesLeft: 1,
      validFromDays: -200,
      validToDays: -10,
    },
    {
      club: 'himmerland',
      name: 'Forårstilbud: greenfee 2 for 1',
      type: 'offer',
      value: '50',
      reduction: 'reducepercent',
      usesTotal: 1,
      usesLeft: 1,
      validFromDays: 30,
      validToDays: 120,
    },
    {
      club: 'luebker',
      name: 'Klippekort 5 greenfee',
      type: 'loyalty',
      value: '1750',
      reduction: 'setprice',
      usesTotal: 5,
      usesLeft: 0,
      restrictions: { valid_within_hours: 20 },
    },
    {
      club: 'falsterbo',
      name: 'Greenfee 18 hål',
      type: 'personal',
      value: '1300',
      reduction: 'setprice',
      usesTotal: 1,
      usesLeft: 1,
      restrictions: { valid_time_from: '10:00', valid_time_to: '14:00', valid_within_hours: 24 },
      selfRedeem: true,
    },
    {
      club: 'oslo',
      name: 'Ballkort 5 kurver',
      type: 'ecard',
      category: 'driving_range',
      value: '50',
      reduction: 'reduceprice',
      usesTotal: 5,
      usesLeft: 3,
      whereDepartments: [['oslo', 'range']],
      selfRedeem: true,
    },
  ];
}

function annaVouchers(): DemoVoucher[] {
  return [
    {
      club: 'pga-sweden',
      name: 'Greenfee 18 hål',
      type: 'personal',
      value: '1195',
      reduction: 'setprice',
      product: 'greenfee',
      order: 'anna-pga',
      usesTotal: 1,
      usesLeft: 1,
    },
    {
      club: 'kgk',
      name: 'Restaurant -15 %',
      type: 'offer',
      value: '15',
      reduction: 'reducepercent',
      usesTotal: 1,
      usesLeft: 1,
      whereDepartments: [['kgk', 'restaurant']],
    },
    {
      club: 'rungsted',
      name: 'Boldkort 10 kurve',
      type: 'ecard',
      category: 'driving_range',
      value: '200',
      reduction: 'setprice',
      product: 'rangecard',
      order: 'anna-range',
      usesTotal: 10,
      usesLeft: 9,
      restrictions: { valid_times_per_day: 2 },
      whereDepartments: [['rungsted', 'range']],
      selfRedeem: true,
    },
    {
      club: 'barsebaeck',
      name: 'Golf Circle Öresund',
      type: 'golf_circle',
      value: '30',
      reduction: 'reducepercent',
      usesTotal: null,
      usesLeft: null,
      whereClubs: ['barsebaeck', 'ljunghusen', 'falsterbo'],
      restrictions: { valid_times_per_week: 1 },
    },
  ];
}

function paperVouchers(): DemoVoucher[] {
  return [
    {
      club: 'rungsted',
      name: 'Gavekort greenfee',
      type: 'personal',
      value: '500',
      reduction: 'setprice',
      usesTotal: 1,
      usesLeft: 1,
      voucherNumber: PAPER_VOUCHER_NUMBERS[0],
      info: 'Gavekort til én runde på Rungsted Golf Klub.',
    },
    {
      club: 'odense',
      name: 'Gavekort 500 kr.',
      type: 'personal',
      value: '500',
      reduction: 'reduceprice',
      usesTotal: 1,
      usesLeft: 1,
      voucherNumber: PAPER_VOUCHER_NUMBERS[1],
    },
    {
      club: 'dragoer',
      name: 'Klippekort 5 greenfee',
      type: 'personal',
      value: '1500',
      reduction: 'setprice',
      usesTotal: 5,
      usesLeft: 5,
      pin: true,
      selfRedeem: true,
      voucherNumber: PAPER_VOUCHER_NUMBERS[2],
      info: 'Fem runder på Dragør Golfklub. Brug PIN-koden, når du selv bruger kortet på banen.',
    },
  ];
}

interface Context {
  tx: Tx;
  now: Date;
  clubs: ClubIndex;
  products: ProductIndex;
  pinHash: string;
  nextNumber: () => string;
}

/** Inserts the vouchers of one holder (or unclaimed ones with userId null), their orders and 'issued' events. */
async function insertVouchers(ctx: Context, userId: number | null, list: DemoVoucher[]): Promise<number> {
  const { tx, now } = ctx;
  const orderIds = new Map<string, number>();
  for (const key of new Set(list.flatMap((v) => (v.order ? [v.order] : [])))) {
    const members = list.filter((v) => v.order === key);
    const first = members[0]!;
    const club = clubOf(ctx.clubs, first.club);
    const lines = members.map((v) => {
      if (!v.product) throw new Error(`seed: order ${key} needs a product`);
      const product = productOf(ctx.products, v.club, v.product);
      return { product, quantity: v.copies ?? 1 };
    });
    // Paid by card at the default 25 % VAT (no club has shop settings in the seed), so History
    // shows each line's name and what it was paid with, as for an order bought in the shop.
    const receipt = receiptOf(
      lines.map((line) => ({
        name: line.product.name,
        quantity: line.quantity,
        unitPriceMinor: line.product.price * 100,
      })),
      DEMO_VAT_RATE_BP,
    );
    const total = receipt.totalMinor;
    const paidAt = new Date(now.getTime() + (first.validFromDays ?? -30) * DAY);
    const currency = CURRENCIES[club.club.country];
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        clubId: club.id,
        status: 'paid',
        totalMinor: total,
        currency,
        cardMinor: total,
        vatMinor: receipt.vatMinor,
        vatRateBp: DEMO_VAT_RATE_BP,
        createdAt: paidAt,
        paidAt,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(
      receipt.lines.map((line, i) => ({
        orderId: order!.id,
        productId: lines[i]!.product.id,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        name: line.name,
        vatMinor: line.vatMinor,
      })),
    );
    if (total > 0)
      await tx.insert(payments).values({
        orderId: order!.id,
        acquirer: 'test',
        acquirerRef: `seed_${order!.id}`,
        cardBrand: 'visa',
        cardLast4: '4242',
        amountMinor: total,
        currency,
        status: 'captured',
        createdAt: paidAt,
        updatedAt: paidAt,
      });
    orderIds.set(key, order!.id);
  }

  const rows = list.flatMap((v) => {
    const club = clubOf(ctx.clubs, v.club);
    const product = v.product ? productOf(ctx.products, v.club, v.product) : undefined;
    const validFrom = new Date(now.getTime() + (v.validFromDays ?? -30) * DAY);
    const validTo = new Date(now.getTime() + (v.validToDays ?? 365) * DAY);
    const restrictions = zVoucherRestrictions.parse(v.restrictions ?? {});
    const copies = v.copies ?? 1;
    return Array.from({ length: copies }, () => ({
      userId,
      clubId: club.id,
      orderId: v.order ? orderIds.get(v.order)! : null,
      productId: product?.id ?? null,
      voucherNumber: v.voucherNumber ?? ctx.nextNumber(),
      name: v.name,
      productName: v.productName ?? product?.name ?? v.name,
      type: v.type,
      category: v.category ?? 'voucher',
      value: v.value,
      reductionType: v.reduction,
      currency: CURRENCIES[club.club.country],
      pricePaidMinor: v.pricePaid ?? (product ? product.price * 100 : 0),
      validFrom,
      validTo,
      usesTotal: v.usesTotal === undefined ? 1 : v.usesTotal,
      usesLeft: v.usesLeft === undefined ? 1 : v.usesLeft,
      restrictions,
      whereClubIds: (v.whereClubs ?? []).map((key) => clubOf(ctx.clubs, key).id),
      whereDepartmentIds: (v.whereDepartments ?? []).map(([key, kind]) => departmentOf(ctx.clubs, key, kind)),
      pinHash: v.pin ? ctx.pinHash : null,
      canBeSelfRedeemed: v.selfRedeem ?? false,
      info: v.info ?? null,
      favourite: v.favourite ?? false,
      printedAt: v.printedDaysAgo === undefined ? null : new Date(now.getTime() - v.printedDaysAgo * DAY),
      createdAt: validFrom < now ? validFrom : now,
      updatedAt: now,
    }));
  });
  const inserted = await tx.insert(vouchers).values(rows).returning({
    id: vouchers.id,
    clubId: vouchers.clubId,
    createdAt: vouchers.createdAt,
    orderId: vouchers.orderId,
  });
  await tx.insert(voucherEvents).values(
    inserted.map((voucher) => ({
      userId,
      voucherId: voucher.id,
      kind: 'issued' as const,
      at: voucher.createdAt,
      clubId: voucher.clubId,
      details: voucher.orderId ? { order_id: voucher.orderId } : {},
    })),
  );
  return inserted.length;
}

/** Inserts the demo golfers, their vouchers and the unclaimed paper vouchers. */
export async function insertDemo(
  tx: Tx,
  refs: { unionIds: UnionIds; clubs: ClubIndex; products: ProductIndex; now: Date },
): Promise<void> {
  // Hashing costs tens of milliseconds: hash each secret once and reuse it.
  const [passwordHash, pinHash] = await Promise.all([hashSecret(DEMO_PASSWORD), hashSecret(DEMO_PIN)]);
  const home = clubOf(refs.clubs, DEMO_MEMBER.club);
  const [demo, anna] = await tx
    .insert(users)
    .values([
      {
        email: DEMO_EMAIL,
        emailConfirmed: true,
        passwordHash,
        unionId: refs.unionIds[DEMO_MEMBER.union],
        memberNumber: DEMO_MEMBER.memberNumber,
        memberType: 'Fuldgyldigt medlem',
        memberGuid: memberGuid(DEMO_MEMBER.union, DEMO_MEMBER.memberNumber),
        firstName: DEMO_MEMBER.firstName,
        lastName: DEMO_MEMBER.lastName,
        phone: '+4520123456',
        birthDate: DEMO_MEMBER.birthDate,
        sex: DEMO_MEMBER.sex,
        country: 'DK',
        hcp: DEMO_MEMBER.hcp,
        clubId: home.id,
        clubName: home.club.name,
        pinHash,
        languageDefault: 'da',
        acceptNewsletter: 1,
        acceptOffers: 0,
        newsletterAsked: true,
        printRulesAccepted: false,
        createdAt: new Date(refs.now.getTime() - 400 * DAY),
      },
      {
        email: ANNA_EMAIL,
        emailConfirmed: true,
        passwordHash,
        firstName: 'Anna',
        lastName: 'Berg',
        phone: '+46701234567',
        birthDate: '1992-07-04',
        sex: 'f',
        country: 'SE',
        hcp: '54',
        pinHash,
        languageDefault: 'en',
        newsletterAsked: false,
        printRulesAccepted: false,
        createdAt: new Date(refs.now.getTime() - 90 * DAY),
      },
    ])
    .returning({ id: users.id });

  let serial = 0;
  const ctx: Context = {
    tx,
    now: refs.now,
    clubs: refs.clubs,
    products: refs.products,
    pinHash,
    nextNumber: () => `GW-${String(2_026_000_001 + serial++)}`,
  };
  await insertVouchers(ctx, demo!.id, demoVouchers(refs.now));
  await insertVouchers(ctx, anna!.id, annaVouchers());
  await insertVouchers(ctx, null, paperVouchers());
}
