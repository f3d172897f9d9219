import type { ErrorCode } from '@golfwallet/core/errors/codes';
import {
  insertDispenser,
  insertRangeCard,
  setRangeSettings,
} from '../../src/modules/range/range.factory.test-util';
import { addRegistryMember, nonMemberBody, uniqueEmail } from '../../src/routes/user/fixtures';
import { type Caller, WORLD_PASSWORD, WORLD_PIN, type World } from './world';

/**
 * THE authorisation matrix: every operation of the OpenAPI document, and what each caller gets.
 * authorization.test.ts fails when the document has an operation this table does not declare, or
 * the table declares one the document no longer has.
 *
 * Each entry builds a request that is valid for the owner (so the answer is about who calls, not
 * about bad input); objects in it are the owner's, made fresh for every call. An expectation is a
 * status, or a status and the error code the body must carry.
 */

export type Expectation = number | readonly [number, ErrorCode];

export interface OperationRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

/** A path or body id naming one of the owner's objects; guessing or swapping it must answer notFound. */
export interface OwnedId {
  in: 'params' | 'body';
  name: string;
  notFound: ErrorCode;
  /** The id of a fresh object of the given golfer, of the kind this operation takes. */
  make(w: World, ownerId: number): Promise<number>;
}

export interface TableEntry {
  request(w: World, caller: Caller): Promise<OperationRequest> | OperationRequest;
  expect: Record<Caller, Expectation>;
  /** The call ends the caller's session or account: every caller gets a world of its own. */
  destructive?: true;
  ownedId?: OwnedId;
}

/** Where the world's club stands (the factory's default position): dispensing happens there. */
const WORLD_CLUB_POSITION = { latitude: 55.6761, longitude: 12.5683 };

const UNAUTHENTICATED = [401, 'UNAUTHENTICATED'] as const;
const NOT_CONFIRMED = [403, 'EMAIL_NOT_CONFIRMED'] as const;

/** Anyone, signed in or not. */
const anyone = (status: Expectation = 200): Record<Caller, Expectation> => ({
  anonymous: status,
  unconfirmed: status,
  owner: status,
  other: status,
});

/** Any signed-in golfer, confirmed or not ('session' operations without an object). */
const signedIn = (status: Expectation = 200): Record<Caller, Expectation> => ({
  anonymous: UNAUTHENTICATED,
  unconfirmed: status,
  owner: status,
  other: status,
});

/** A confirmed golfer; `other` is what another golfer gets when naming the owner's object. */
const confirmed = (owner: Expectation = 200, other: Expectation = owner): Record<Caller, Expectation> => ({
  anonymous: UNAUTHENTICATED,
  unconfirmed: NOT_CONFIRMED,
  owner,
  other,
});

const voucherId: OwnedId['make'] = async (w, ownerId) => (await w.voucher(ownerId)).id;

export const AUTHORIZATION_TABLE: Record<string, TableEntry> = {
  'GET /api/v1/health': { request: () => ({}), expect: anyone() },

  // Sessions (§7). Logging in is public; each caller logs in with its own account (anonymous: the owner's).
  'POST /api/v1/session': {
    request: (w, caller) => ({
      body: { email: (w.userOf(caller) ?? w.owner).email, password: WORLD_PASSWORD },
    }),
    expect: anyone(),
  },
  'GET /api/v1/session': { request: () => ({}), expect: signedIn() },
  'DELETE /api/v1/session': { request: () => ({}), expect: signedIn(), destructive: true },

  // The account.
  'POST /api/v1/user': {
    request: () => ({ body: nonMemberBody({ password: WORLD_PASSWORD }) }),
    expect: anyone(201),
  },
  'GET /api/v1/user': { request: () => ({}), expect: signedIn() },
  'PATCH /api/v1/user': { request: () => ({ body: { first_name: 'Changed' } }), expect: signedIn() },
  'GET /api/v1/user/member/{union}/{memberNumber}/{birthDate}': {
    request: async (w) => {
      const member = await addRegistryMember(w.t);
      return {
        params: { union: member.unionId, memberNumber: member.memberNumber, birthDate: member.birthDate },
      };
    },
    expect: anyone(),
  },
  // member_id names the account to delete: only one's own.
  'DELETE /api/v1/user/delete': {
    request: (w) => ({ query: { member_id: String(w.owner.id) } }),
    expect: {
      anonymous: UNAUTHENTICATED,
      unconfirmed: [403, 'FORBIDDEN'],
      owner: 200,
      other: [403, 'FORBIDDEN'],
    },
    destructive: true,
  },
  'PATCH /api/v1/user/club': {
    request: async (w) => {
      const member = await addRegistryMember(w.t);
      return {
        body: { union_id: member.unionId, member_number: member.memberNumber, birth_date: member.birthDate },
      };
    },
    expect: signedIn(),
  },
  // Public and answering alike whether the address exists: nothing to enumerate.
  'POST /api/v1/user/resend/email': {
    request: (w) => ({ body: { email: w.unconfirmed.email } }),
    expect: anyone(),
  },
  'POST /api/v1/user/recover-password': {
    request: (w) => ({ body: { email: w.owner.email } }),
    expect: anyone(),
  },
  // The key from the mail is the credential: a made-up one is refused for everyone alike.
  'POST /api/v1/user/email-verify': {
    request: () => ({ body: { code: 'made-up-verification-key' } }),
    expect: anyone([400, 'INVALID_KEY']),
  },
  'POST /api/v1/user/change-password': {
    request: () => ({ body: { password: 'tee-box-4711', token: 'made-up-reset-key' } }),
    expect: anyone([400, 'INVALID_KEY']),
  },
  'POST /api/v1/user/check-pin': { request: () => ({ body: { pin_code: WORLD_PIN } }), expect: signedIn() },
  // The import screen: e-mail and password are the credential.
  'POST /api/v1/user/golfids': {
    request: (w) => ({ body: { email: w.owner.email, password: WORLD_PASSWORD } }),
    expect: anyone(),
  },
  'POST /api/v1/transfer-referral/': {
    request: () => ({ body: { referral: 'friend-42' } }),
    expect: signedIn(),
  },

  // Reference data.
  'GET /api/v1/unions': { request: () => ({}), expect: anyone() },
  'GET /api/v1/departments': { request: () => ({}), expect: signedIn() },
  'GET /api/v1/clubs': { request: () => ({}), expect: anyone() },
  'GET /api/v1/my-clubs-list': { request: () => ({}), expect: signedIn() },
  'GET /api/v1/my-club-details': {
    request: (w) => ({ query: { club_id: String(w.clubId) } }),
    expect: signedIn(),
  },
  'GET /api/v1/club-nearest': {
    request: () => ({ query: { latitude: '55.68', longitude: '12.57' } }),
    expect: anyone(),
  },
  'GET /api/v1/countries': { request: () => ({}), expect: anyone() },
  'GET /api/v1/geoip': { request: () => ({}), expect: anyone() },
  'GET /api/v1/faq/items': { request: () => ({}), expect: anyone() },
  'GET /api/v1/faq/categories': { request: () => ({}), expect: anyone() },
  'GET /api/v1/faq/{category}/items': { request: () => ({ params: { category: 3 } }), expect: anyone() },

  // Vouchers: a golfer reaches only their own.
  'GET /api/v1/vouchers': { request: () => ({ query: { search: 'greenfee' } }), expect: confirmed() },
  'GET /api/v1/vouchers/count': { request: () => ({}), expect: confirmed() },
  'PATCH /api/v1/voucher/{id}': {
    request: async (w) => ({ params: { id: (await w.voucher()).id }, body: { favourite: true } }),
    expect: confirmed(200, [404, 'VOUCHER_NOT_FOUND']),
    ownedId: { in: 'params', name: 'id', notFound: 'VOUCHER_NOT_FOUND', make: voucherId },
  },
  'PATCH /api/v1/voucher/pdf/{id}': {
    request: async (w) => ({ params: { id: (await w.voucher()).id } }),
    expect: confirmed(200, [404, 'VOUCHER_NOT_FOUND']),
    ownedId: { in: 'params', name: 'id', notFound: 'VOUCHER_NOT_FOUND', make: voucherId },
  },
  // The link is the credential (it opens without the auth header, for 10 minutes).
  'GET /api/v1/voucher/pdf-file/{token}': {
    request: async (w) => ({ params: { token: await w.pdfToken() } }),
    expect: anyone(),
  },
  // A paper voucher's code is the credential: whoever types it first claims it.
  'POST /api/v1/voucher/upload': {
    request: async (w) => ({ body: { voucher_number: await w.paperVoucher() } }),
    expect: confirmed(),
  },
  'POST /api/v1/voucher/redeem': {
    request: async (w) => ({ body: { voucher_id: (await w.voucher()).id, club_id: w.clubId } }),
    expect: confirmed(200, [404, 'VOUCHER_NOT_FOUND']),
    ownedId: { in: 'body', name: 'voucher_id', notFound: 'VOUCHER_NOT_FOUND', make: voucherId },
  },
  'GET /api/v1/history': { request: () => ({}), expect: confirmed() },

  // Driving range: the card in the body is the caller's own; another golfer's card is not found.
  'GET /api/v1/range/clubs/{club_id}/dispensers': {
    request: (w) => ({ params: { club_id: w.clubId } }),
    expect: confirmed(),
  },
  'POST /api/v1/range/dispense': {
    request: async (w) => {
      await setRangeSettings(w.t, w.clubId, 1000, 0);
      const { dispenser, basket } = await insertDispenser(w.t, w.clubId);
      const card = await insertRangeCard(w.t, w.owner.id, w.clubId);
      return {
        body: {
          dispenser_id: dispenser.id,
          basket_id: basket.id,
          voucher_id: card.id,
          latitude: WORLD_CLUB_POSITION.latitude,
          longitude: WORLD_CLUB_POSITION.longitude,
        },
      };
    },
    expect: confirmed(200, [404, 'VOUCHER_NOT_FOUND']),
    ownedId: {
      in: 'body',
      name: 'voucher_id',
      notFound: 'VOUCHER_NOT_FOUND',
      make: async (w, ownerId) => (await insertRangeCard(w.t, ownerId, w.clubId)).id,
    },
  },

  // Transfers.
  'POST /api/v1/voucher/transfer/{id}': {
    request: async (w) => {
      const email = uniqueEmail('recipient');
      return { params: { id: (await w.voucher()).id }, body: { email, confirm_email: email } };
    },
    expect: confirmed(201, [404, 'VOUCHER_NOT_FOUND']),
    ownedId: { in: 'params', name: 'id', notFound: 'VOUCHER_NOT_FOUND', make: voucherId },
  },
  // The link is the credential to read; accepting needs a confirmed golfer who is not the sender.
  'GET /api/v1/transfer-process/{token}': {
    request: async (w) => ({ params: { token: (await w.transfer()).token } }),
    expect: anyone(),
  },
  'PATCH /api/v1/transfer-process/{token}': {
    request: async (w) => ({ params: { token: (await w.transfer()).token }, body: {} }),
    expect: confirmed([422, 'TRANSFER_TO_SELF'], 200),
  },
  'DELETE /api/v1/voucher/transfer/{id}': {
    request: async (w) => ({ params: { id: (await w.transfer()).id } }),
    expect: confirmed(200, [404, 'TRANSFER_NOT_FOUND']),
    ownedId: {
      in: 'params',
      name: 'id',
      notFound: 'TRANSFER_NOT_FOUND',
      make: async (w, ownerId) => (await w.transfer(ownerId)).id,
    },
  },
};
