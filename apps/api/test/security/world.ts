import { createProduct } from '@golfwallet/core/contracts/partner/create-product';
import { deskRedeem } from '@golfwallet/core/contracts/partner/desk-redeem';
import { printVouchers } from '@golfwallet/core/contracts/vouchers/print-vouchers';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { vouchers, voucherTransfers } from '../../src/db/schema/index';
import { hashToken, newToken } from '../../src/lib/tokens';
import { hashSecret } from '../../src/modules/auth/password';
import { insertClub, insertVoucher } from '../builders/voucher.factory';
import { createTestStaff, productBody, type TestStaff } from '../builders/partner';
import { createTestUser, type TestApp, type TestUser } from '../helper';

/**
 * Who calls: nobody, a golfer who has not confirmed the e-mail, the owner of the objects, another
 * golfer; and club staff (issue 12): the owner and the desk of the world's club A (where the
 * golfers' vouchers are valid), and the owner of another club B.
 */
export const GOLFER_CALLERS = ['anonymous', 'unconfirmed', 'owner', 'other'] as const;
export const STAFF_CALLERS = ['clubOwner', 'clubDesk', 'otherClubOwner'] as const;
export const CALLERS = [...GOLFER_CALLERS, ...STAFF_CALLERS] as const;
export type Caller = (typeof CALLERS)[number];
export type StaffCaller = (typeof STAFF_CALLERS)[number];

export const WORLD_PIN = '2468';
export const WORLD_PASSWORD = 'fairway-secret-9';

/**
 * The people and objects the security suite plays with: three golfers (all with the same known
 * password and PIN) and a club. Objects are made fresh per call, always owned by `owner` unless the
 * method says otherwise, so a call that uses one up never disturbs the next.
 */
export interface World {
  t: TestApp;
  owner: TestUser;
  unconfirmed: TestUser;
  other: TestUser;
  clubId: number;
  /** Club B, of otherClubOwner. */
  otherClubId: number;
  staff: Record<StaffCaller, TestStaff>;
  tokenOf(caller: Caller): string | undefined;
  userOf(caller: Caller): TestUser | undefined;
  /** A fresh voucher with unlimited uses, valid at `clubId`. */
  voucher(ownerId?: number): Promise<{ id: number; voucherNumber: string }>;
  /** A fresh pending transfer of one fresh voucher, with the link token. */
  transfer(ownerId?: number): Promise<{ id: number; token: string; voucherId: number }>;
  /** A fresh paper voucher nobody has claimed yet. */
  paperVoucher(): Promise<string>;
  /** The token of a PDF the owner printed through the API. */
  pdfToken(): Promise<string>;
  /** A fresh product of club A, made by its owner through the portal. */
  product(): Promise<number>;
  /** A fresh desk redemption at club A (of a fresh voucher of the owner golfer). */
  deskRedemption(): Promise<number>;
}

export async function createWorld(t: TestApp): Promise<World> {
  const pinHash = await hashSecret(WORLD_PIN);
  const make = (confirmed: boolean) =>
    createTestUser(t, { confirmed, password: WORLD_PASSWORD, pinHash, languageDefault: 'en' });
  const [owner, unconfirmed, other] = await Promise.all([make(true), make(false), make(true)]);
  const club = await insertClub(t);
  const otherClub = await insertClub(t);
  const users = { owner, unconfirmed, other } as const;
  const staff: Record<StaffCaller, TestStaff> = {
    clubOwner: await createTestStaff(t, [{ clubId: club.id, role: 'owner' }]),
    clubDesk: await createTestStaff(t, [{ clubId: club.id, role: 'desk' }]),
    otherClubOwner: await createTestStaff(t, [{ clubId: otherClub.id, role: 'owner' }]),
  };
  const isStaff = (caller: Caller): caller is StaffCaller =>
    (STAFF_CALLERS as readonly string[]).includes(caller);

  const voucher = async (ownerId = owner.id) => {
    const row = await insertVoucher(t, { userId: ownerId, clubId: club.id, usesTotal: null, usesLeft: null });
    return { id: row.id, voucherNumber: row.voucherNumber };
  };

  return {
    t,
    ...users,
    clubId: club.id,
    otherClubId: otherClub.id,
    staff,
    tokenOf: (caller) =>
      caller === 'anonymous' ? undefined : isStaff(caller) ? staff[caller].token : users[caller].token,
    userOf: (caller) => (caller === 'anonymous' || isStaff(caller) ? undefined : users[caller]),
    voucher,
    transfer: async (ownerId = owner.id) => {
      const held = await voucher(ownerId);
      const token = newToken();
      const [row] = await t.database.db
        .insert(voucherTransfers)
        .values({
          tokenHash: hashToken(token),
          fromUserId: ownerId,
          targetEmail: 'friend@example.com',
          voucherName: 'Greenfee 18 huller',
          quantity: 1,
          expiresAt: new Date(t.clock.now().getTime() + 14 * 86_400_000),
        })
        .returning({ id: voucherTransfers.id });
      await t.database.db.update(vouchers).set({ transferId: row!.id }).where(eq(vouchers.id, held.id));
      return { id: row!.id, token, voucherId: held.id };
    },
    paperVoucher: async () => {
      const row = await insertVoucher(t, { userId: null, clubId: club.id });
      return row.voucherNumber;
    },
    pdfToken: async () => {
      const held = await voucher();
      const link = (await t.api({ token: owner.token })(printVouchers, { params: { id: String(held.id) } }))
        .pdf;
      return link.slice(link.lastIndexOf('/') + 1);
    },
    product: async () => {
      const made = await t.api({ token: staff.clubOwner.token })(createProduct, {
        body: productBody({ restrictions: {}, uses: null }),
      });
      return made.product_id;
    },
    deskRedemption: async () => {
      const held = await voucher();
      const redeemed = await t.api({ token: staff.clubDesk.token })(deskRedeem, {
        body: { voucher_id: held.id },
      });
      return redeemed.redemption_id;
    },
  };
}

/** The error code of an answer, when it has one. */
export function codeOf(res: LightMyRequestResponse): string | undefined {
  try {
    const body = res.json() as { code?: unknown };
    return typeof body?.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/** Every operation of an OpenAPI document as "METHOD /path". */
export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** Fills "{name}" placeholders of an OpenAPI path; answers the path under /api/v1 without the prefix. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/^\/api\/v1/, '').replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
