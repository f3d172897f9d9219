import type { ContractInput } from '@golfwallet/core/contracts/define';
import type { createProduct } from '@golfwallet/core/contracts/partner/create-product';
import type { TestApp } from '../helper';
import { clubStaff, staffAccounts, staffKeys } from '../../src/db/schema/index';
import { hashToken, newToken } from '../../src/lib/tokens';
import { hashSecret } from '../../src/modules/auth/password';
import { insertStaffSession } from '../../src/modules/partner/staff.repository';

export const STAFF_PASSWORD = 'clubhouse-secret-7';

export interface TestStaff {
  id: number;
  email: string;
  token: string;
  clubId: number;
}

let counter = 0;
let passwordHash: Promise<string> | undefined;

/** A staff account with a role at each given club (the first is the session's club), with a live session. */
export async function createTestStaff(
  t: TestApp,
  memberships: { clubId: number; role: 'owner' | 'desk' }[],
): Promise<TestStaff> {
  counter += 1;
  passwordHash ??= hashSecret(STAFF_PASSWORD);
  const email = `staff${counter}.${process.pid}.${Date.now()}@club.example`;
  const [staff] = await t.database.db
    .insert(staffAccounts)
    .values({ email, name: `Staff ${counter}`, passwordHash: await passwordHash, language: 'en' })
    .returning({ id: staffAccounts.id });
  await t.database.db
    .insert(clubStaff)
    .values(memberships.map((m) => ({ staffId: staff!.id, clubId: m.clubId, role: m.role })));
  const token = newToken();
  await insertStaffSession(t.database.db, {
    tokenHash: hashToken(token),
    staffId: staff!.id,
    clubId: memberships[0]!.clubId,
    now: t.clock.now(),
  });
  return { id: staff!.id, email, token, clubId: memberships[0]!.clubId };
}

type ProductInput = ContractInput<typeof createProduct>['body'];

/** A valid product body for the portal (a two-clip card valid on Tuesdays). */
export function productBody(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Tirsdagsklip',
    description: 'To runder på en tirsdag',
    type: 'personal',
    category: 'voucher',
    reduction_type: 'setprice',
    value: '300',
    price: 450,
    currency: 'DKK',
    uses: 2,
    max_per_day: null,
    validity_days: 180,
    limited_until: null,
    stock_left: null,
    paid_after_redemption: false,
    baskets: [],
    department_ids: [],
    can_be_self_redeemed: false,
    restrictions: { valid_weekdays: { '2': { from: '00:00', to: '24:00' } } },
    ...overrides,
  };
}

/** An unused invitation key of the account to the club (as an invitation mail carries it). */
export async function insertInvitationKey(
  t: TestApp,
  staffId: number,
  clubId: number,
  role: 'owner' | 'desk' = 'desk',
): Promise<string> {
  const key = newToken();
  const now = t.clock.now();
  await t.database.db.insert(staffKeys).values({
    keyHash: hashToken(key),
    staffId,
    purpose: 'invite',
    clubId,
    role,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 7 * 86_400_000),
  });
  return key;
}
