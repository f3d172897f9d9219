import { startBulkIssue } from '@golfwallet/core/contracts/partner/bulk-issue';
import type { ErrorCode } from '@golfwallet/core/errors/codes';
import { DEV_MEMBER_PASSWORD } from '../../src/db/seed/members';
import { insertDispenser, insertRangeCard, setRangeSettings } from '../builders/range.factory';
import { addRegistryMember, nonMemberBody, uniqueEmail } from '../builders/user';
import { createTestStaff, insertInvitationKey, productBody, STAFF_PASSWORD } from '../builders/partner';
import { dataExportRequests, walletPasses, webauthnCredentials } from '../../src/db/schema/index';
import { hashToken, newToken } from '../../src/lib/tokens';
import type { ObjectKind } from './db-state';
import { checkoutRequest, paidOrder, savedCard, shopProduct } from './shop-world';
import {
  type Caller,
  STAFF_CALLERS as STAFF_CALLER_LIST,
  type StaffCaller,
  WORLD_PASSWORD,
  WORLD_PIN,
  type World,
} from './world';

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
  headers?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** A path or body id naming one of the owner's objects; guessing or swapping it must answer notFound. */
export interface OwnedId {
  in: 'params' | 'body';
  name: string;
  notFound: ErrorCode;
  /** Which table the id names (db-state.ts); voucher unless said. */
  kind?: ObjectKind;
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

/** A fresh Apple Wallet pass of a fresh voucher of the owner: its serial and ApplePass header. */
async function walletPass(w: World) {
  const held = await w.voucher();
  const pass = {
    serialNumber: `serial${held.id}x${Date.now()}`,
    authenticationToken: `token-${held.id}-0123456789abcdef`,
  };
  await w.t.database.db.insert(walletPasses).values({ ...pass, voucherId: held.id, userId: w.owner.id });
  return { serial: pass.serialNumber, authorization: `ApplePass ${pass.authenticationToken}` };
}
const PASS_TYPE = 'pass.local.golfwallet.development';

const UNAUTHENTICATED = [401, 'UNAUTHENTICATED'] as const;
const MADE_UP_TICKET = 'made-up-ticket-0123456789abcdef';
const NOT_CONFIRMED = [403, 'EMAIL_NOT_CONFIRMED'] as const;
const BIOMETRIC_FAILED = [401, 'BIOMETRIC_SIGN_IN_FAILED'] as const;
const MADE_UP_REGISTRATION = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  clientExtensionResults: {},
};
const MADE_UP_ASSERTION = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};
/** A staff session is no golfer session, and a golfer session is no staff session. */
const NOT_A_SESSION_HERE = [403, 'SESSION_EXPIRED'] as const;
const ROLE_FORBIDDEN = [403, 'STAFF_ROLE_FORBIDDEN'] as const;

/** A period for the back office's reports (club-local days). */
const REPORT_PERIOD = { from: '2026-11-01', to: '2026-11-30' };

/** A fresh bulk issue of club A (one voucher of a fresh product to the owner golfer): its id. */
async function bulkIssueOf(w: World): Promise<number> {
  const body = { product_id: await w.product(), list: w.owner.email, include_opted_out: true };
  return (await w.t.api({ token: w.staff.clubOwner.token })(startBulkIssue, { body })).id;
}

/** Club staff calling a golfer operation: their staff session does not count there. */
const staffOnGolferRoute = {
  clubOwner: NOT_A_SESSION_HERE,
  clubDesk: NOT_A_SESSION_HERE,
  otherClubOwner: NOT_A_SESSION_HERE,
} as const;

/** Anyone, signed in or not. */
const anyone = (status: Expectation = 200): Record<Caller, Expectation> => ({
  anonymous: status,
  unconfirmed: status,
  owner: status,
  other: status,
  clubOwner: status,
  clubDesk: status,
  otherClubOwner: status,
});

/** Any signed-in golfer, confirmed or not ('session' operations without an object). */
const signedIn = (status: Expectation = 200): Record<Caller, Expectation> => ({
  anonymous: UNAUTHENTICATED,
  unconfirmed: status,
  owner: status,
  other: status,
  ...staffOnGolferRoute,
});

/** A confirmed golfer; `other` is what another golfer gets when naming the owner's object. */
const confirmed = (owner: Expectation = 200, other: Expectation = owner): Record<Caller, Expectation> => ({
  anonymous: UNAUTHENTICATED,
  unconfirmed: NOT_CONFIRMED,
  owner,
  other,
  ...staffOnGolferRoute,
});

/**
 * A partner operation (club staff only): golfers' sessions are not staff sessions. What the owner
 * and the desk of club A get, and what the owner of club B gets naming club A's object (or, for
 * lists, their own club's).
 */
const staff = (
  clubOwner: Expectation,
  clubDesk: Expectation,
  otherClubOwner: Expectation,
): Record<Caller, Expectation> => ({
  anonymous: UNAUTHENTICATED,
  unconfirmed: NOT_A_SESSION_HERE,
  owner: NOT_A_SESSION_HERE,
  other: NOT_A_SESSION_HERE,
  clubOwner,
  clubDesk,
  otherClubOwner,
});

/** A new desk member of the world's club A: their staff account id. */
async function freshDesk(w: World): Promise<number> {
  return (await createTestStaff(w.t, [{ clubId: w.clubId, role: 'desk' }])).id;
}

/** A valid dispenser for the portal: two basket sizes. */
const DISPENSER_BODY = {
  name: 'Automat Nord',
  baskets: [
    { balls: 30, price_minor: 2500, max_per_day: 5 },
    { balls: 60, price_minor: 4000, max_per_day: 3 },
  ],
};

/** A fresh fingerprint or face key of the golfer (the row as registration stores it). */
async function biometricKey(w: World, ownerId: number): Promise<string> {
  const credentialId = newToken();
  await w.t.database.db.insert(webauthnCredentials).values({
    userId: ownerId,
    credentialId,
    publicKey: 'AA',
    createdAt: new Date(),
  });
  return credentialId;
}

const voucherId: OwnedId['make'] = async (w, ownerId) => (await w.voucher(ownerId)).id;

export const AUTHORIZATION_TABLE: Record<string, TableEntry> = {
  'GET /api/v1/health': { request: () => ({}), expect: anyone() },
  'GET /api/v1/health/live': { request: () => ({}), expect: anyone() },
  'GET /api/v1/health/ready': { request: () => ({}), expect: anyone() },
  // Counts only, no object and no person: anyone who agreed to statistics in their browser.
  'POST /api/v1/statistics/page-view': { request: () => ({ body: { path: '/faq' } }), expect: anyone() },

  // Sessions (§7). Logging in is public; each caller logs in with its own account (anonymous: the owner's).
  'POST /api/v1/session': {
    request: (w, caller) => ({
      body: { email: (w.userOf(caller) ?? w.owner).email, password: WORLD_PASSWORD },
    }),
    expect: anyone(),
  },
  'GET /api/v1/session': { request: () => ({}), expect: signedIn() },
  // The caller's own devices; another golfer's session id is refused in active-sessions.test.ts.
  'GET /api/v1/sessions': { request: () => ({}), expect: signedIn() },
  'POST /api/v1/sessions/end': {
    request: () => ({ body: { current_password: WORLD_PASSWORD } }),
    expect: signedIn(),
    destructive: true,
  },

  // Fingerprint or face sign-in (WebAuthn). Registering is the caller's own; signing in is public,
  // the signature is the credential (a made-up challenge or response is refused the same way).
  'POST /api/v1/webauthn/registration/options': { request: () => ({}), expect: confirmed() },
  'POST /api/v1/webauthn/registration': {
    request: () => ({ body: { challenge_id: 'A'.repeat(43), response: MADE_UP_REGISTRATION } }),
    expect: confirmed(BIOMETRIC_FAILED),
  },
  'POST /api/v1/webauthn/sign-in/options': { request: () => ({}), expect: anyone() },
  'POST /api/v1/webauthn/sign-in': {
    request: () => ({ body: { challenge_id: 'A'.repeat(43), response: MADE_UP_ASSERTION } }),
    expect: anyone(BIOMETRIC_FAILED),
  },
  // Confirming a voucher's PIN with the device: options only for the caller's own voucher.
  'POST /api/v1/webauthn/confirm-pin/options': {
    request: async (w) => ({ body: { voucher_id: (await w.voucher()).id } }),
    expect: confirmed(200, [404, 'VOUCHER_NOT_FOUND']),
    ownedId: { in: 'body', name: 'voucher_id', notFound: 'VOUCHER_NOT_FOUND', make: voucherId },
  },
  // The caller's own keys: listing shows only theirs; removing another golfer's is not found.
  'GET /api/v1/webauthn/credentials': { request: () => ({}), expect: confirmed() },
  'POST /api/v1/webauthn/credentials/remove': {
    request: async (w) => ({ body: { credential_id: await biometricKey(w, w.owner.id) } }),
    expect: confirmed(200, [404, 'NOT_FOUND']),
  },
  'DELETE /api/v1/session': { request: () => ({}), expect: signedIn(), destructive: true },

  // The account.
  'POST /api/v1/user': {
    request: () => ({ body: nonMemberBody({ password: WORLD_PASSWORD }) }),
    expect: anyone(201),
  },
  'GET /api/v1/user': { request: () => ({}), expect: signedIn() },
  'PATCH /api/v1/user': { request: () => ({ body: { first_name: 'Changed' } }), expect: signedIn() },
  'GET /api/v1/user/member/{union}/{member_number}/{birth_date}': {
    request: async (w) => {
      const member = await addRegistryMember(w.t);
      return {
        params: { union: member.unionId, member_number: member.memberNumber, birth_date: member.birthDate },
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
      ...staffOnGolferRoute,
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
  // Privacy (issue 18): consents and the data access request are the caller's own.
  'POST /api/v1/user/consents': {
    request: () => ({ body: { kind: 'cookie_statistics', granted: false, source: 'cookie_banner' } }),
    expect: signedIn(201),
  },
  'POST /api/v1/user/data-export': { request: () => ({}), expect: confirmed(202) },
  'GET /api/v1/user/data-export': { request: () => ({}), expect: confirmed() },
  // The mailed link is the credential (single use): a fresh ready export per call.
  'GET /api/v1/user/data-export/file/{token}': {
    request: async (w) => {
      const token = newToken();
      const now = w.t.clock.now();
      await w.t.database.db.insert(dataExportRequests).values({
        userId: w.owner.id,
        status: 'ready',
        requestedAt: now,
        readyAt: now,
        expiresAt: new Date(now.getTime() + 86_400_000),
        tokenHash: hashToken(token),
        file: Buffer.from('PK'),
      });
      return { params: { token } };
    },
    expect: anyone(),
  },

  // Feedback (More → Feedback): any signed-in golfer, stored as their own.
  'POST /api/v1/feedback': {
    request: () => ({ body: { rating: 4, suggestions: 'More clubs, please' } }),
    expect: signedIn(201),
  },

  // Notifications (the app's inbox): only ever the caller's own rows.
  'GET /api/v1/notifications': { request: () => ({}), expect: confirmed() },
  'POST /api/v1/notifications/read': { request: () => ({ body: {} }), expect: confirmed() },
  'GET /api/v1/notification-settings': { request: () => ({}), expect: confirmed() },
  'PATCH /api/v1/notification-settings': { request: () => ({ body: { offer: false } }), expect: confirmed() },
  // Web Push: the caller's own devices only (push.test.ts tries removing another golfer's device).
  'GET /api/v1/push/config': { request: () => ({}), expect: confirmed() },
  'PUT /api/v1/push/subscription': {
    request: () => ({
      body: {
        endpoint: `https://push.example.com/send/${Math.random().toString(36).slice(2)}`,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    }),
    expect: confirmed(),
  },
  'POST /api/v1/push/subscription/remove': {
    request: () => ({ body: { endpoint: 'https://push.example.com/send/none' } }),
    expect: confirmed(),
  },

  // Golf-union sign-in (issue 9). Public: the union's sign-in, or its single-use ticket, is the
  // credential; a made-up ticket is refused the same way for everyone.
  'GET /api/v1/login/oauth2/do-signin': {
    request: () => ({
      query: {
        countryCode: 'DK',
        callback: 'http://localhost:3000/register/oauth-consumer',
        consumer: 'WEB',
      },
    }),
    expect: anyone(302),
  },
  'GET /api/v1/login/oauth2/callback/{country}': {
    request: () => ({ params: { country: 'dk' }, query: { code: 'made-up-code', state: 'made-up-state' } }),
    expect: anyone(302),
  },
  'POST /api/v1/login/sweden': {
    request: () => ({ body: { countryCode: 'SE', golf_id: '850612-004', password: DEV_MEMBER_PASSWORD } }),
    expect: anyone(),
  },
  // The return page's exchange: the one-time code is the credential (issue 31).
  'POST /api/v1/login/oauth2/result': {
    request: () => ({ body: { code: MADE_UP_TICKET } }),
    expect: anyone([400, 'FEDERATION_RESULT_INVALID']),
  },
  'POST /api/v1/login/oauth2/register': {
    request: () => ({ body: { ticket: MADE_UP_TICKET } }),
    expect: anyone([400, 'FEDERATION_TICKET_INVALID']),
  },
  'POST /api/v1/login/update': {
    request: (w) => ({
      body: { email: w.owner.email, password: WORLD_PASSWORD, ticket: MADE_UP_TICKET, action: 'add' },
    }),
    expect: anyone([400, 'FEDERATION_TICKET_INVALID']),
  },
  'POST /api/v1/user/golfids/link': {
    request: () => ({ body: { ticket: MADE_UP_TICKET, action: 'add' } }),
    expect: signedIn([400, 'FEDERATION_TICKET_INVALID']),
  },
  'POST /api/v1/login/update-session': {
    request: () => ({ body: { ticket: MADE_UP_TICKET, action: 'add' } }),
    expect: anyone([400, 'FEDERATION_TICKET_INVALID']),
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
  'GET /api/v1/voucher/{id}/apple-wallet-pass': {
    request: async (w) => ({ params: { id: (await w.voucher()).id } }),
    expect: confirmed(200, [404, 'VOUCHER_NOT_FOUND']),
    ownedId: { in: 'params', name: 'id', notFound: 'VOUCHER_NOT_FOUND', make: voucherId },
  },
  'GET /api/v1/voucher/{id}/google-wallet-link': {
    request: async (w) => ({ params: { id: (await w.voucher()).id } }),
    expect: confirmed(200, [404, 'VOUCHER_NOT_FOUND']),
    ownedId: { in: 'params', name: 'id', notFound: 'VOUCHER_NOT_FOUND', make: voucherId },
  },
  // The PassKit web service (Apple's protocol): the pass's token (ApplePass) is the credential, a
  // session means nothing there; the updated-passes list is by device id alone, as Apple defines it.
  'POST /api/v1/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}':
    {
      request: async (w) => {
        const pass = await walletPass(w);
        return {
          params: {
            deviceLibraryIdentifier: 'device1',
            passTypeIdentifier: PASS_TYPE,
            serialNumber: pass.serial,
          },
          headers: { authorization: pass.authorization },
          body: { pushToken: 'abcdef0123' },
        };
      },
      expect: anyone(201),
    },
  'DELETE /api/v1/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}':
    {
      request: async (w) => {
        const pass = await walletPass(w);
        return {
          params: {
            deviceLibraryIdentifier: 'device1',
            passTypeIdentifier: PASS_TYPE,
            serialNumber: pass.serial,
          },
          headers: { authorization: pass.authorization },
        };
      },
      expect: anyone(200),
    },
  'GET /api/v1/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}': {
    request: () => ({ params: { deviceLibraryIdentifier: 'unknowndevice', passTypeIdentifier: PASS_TYPE } }),
    expect: anyone(204),
  },
  'GET /api/v1/wallet/apple/v1/passes/{passTypeIdentifier}/{serialNumber}': {
    request: async (w) => {
      const pass = await walletPass(w);
      return {
        params: { passTypeIdentifier: PASS_TYPE, serialNumber: pass.serial },
        headers: { authorization: pass.authorization },
      };
    },
    expect: anyone(200),
  },
  'POST /api/v1/wallet/apple/v1/log': {
    request: () => ({ body: { logs: ['a device log line'] } }),
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
  // The club shop (issue 14): catalogue and payment config for any confirmed golfer; cart, cards,
  // orders and wallet are the caller's own; another golfer's order or card answers "not found".
  'GET /api/v1/shop/payment-config': { request: () => ({}), expect: anyone() },
  'GET /api/v1/shop/clubs': { request: () => ({ query: { search: 'testklub' } }), expect: confirmed() },
  'GET /api/v1/shop/clubs/{id}/products': {
    request: async (w) => {
      await shopProduct(w);
      return { params: { id: w.clubId } };
    },
    expect: confirmed(),
  },
  'GET /api/v1/shop/products/{product_id}': {
    request: async (w) => ({ params: { product_id: await shopProduct(w) } }),
    expect: confirmed(),
  },
  'GET /api/v1/shop/cart': { request: () => ({}), expect: confirmed() },
  'PUT /api/v1/shop/cart/items/{product_id}': {
    request: async (w) => ({ params: { product_id: await shopProduct(w) }, body: { quantity: 1 } }),
    expect: confirmed(),
  },
  'DELETE /api/v1/shop/cart/items/{product_id}': {
    request: async (w) => ({ params: { product_id: await shopProduct(w) } }),
    expect: confirmed(),
  },
  'POST /api/v1/shop/checkout': {
    request: (w, caller) => {
      const user = caller === 'owner' || caller === 'other' ? w.userOf(caller) : undefined;
      return checkoutRequest(w, user?.id, user ? w.tokenOf(caller) : undefined);
    },
    expect: confirmed(),
  },
  'GET /api/v1/shop/orders': { request: () => ({}), expect: confirmed() },
  'GET /api/v1/shop/orders/{id}': {
    request: async (w) => ({ params: { id: await paidOrder(w, w.owner.id) } }),
    expect: confirmed(200, [404, 'ORDER_NOT_FOUND']),
    ownedId: { in: 'params', name: 'id', notFound: 'ORDER_NOT_FOUND', kind: 'order', make: paidOrder },
  },
  'POST /api/v1/shop/orders/{id}/withdrawal': {
    request: async (w) => ({ params: { id: await paidOrder(w, w.owner.id) }, body: {} }),
    expect: confirmed(200, [404, 'ORDER_NOT_FOUND']),
    ownedId: { in: 'params', name: 'id', notFound: 'ORDER_NOT_FOUND', kind: 'order', make: paidOrder },
  },
  'GET /api/v1/shop/cards': { request: () => ({}), expect: confirmed() },
  'DELETE /api/v1/shop/cards/{id}': {
    request: async (w) => ({ params: { id: await savedCard(w, w.owner.id) } }),
    expect: confirmed(200, [404, 'CARD_NOT_FOUND']),
    ownedId: { in: 'params', name: 'id', notFound: 'CARD_NOT_FOUND', kind: 'card', make: savedCard },
  },
  'GET /api/v1/shop/wallet': { request: () => ({}), expect: confirmed() },

  // The club portal (issue 12). Logging in is public; staff log in with their own account (golfers
  // and anonymous: club A's owner's). Keys in the mail are the credential: a made-up one is refused.
  'POST /api/v1/partner/session': {
    request: (w, caller) => {
      const who = (STAFF_CALLER_LIST as readonly string[]).includes(caller)
        ? w.staff[caller as StaffCaller]
        : w.staff.clubOwner;
      return { body: { email: who.email, password: STAFF_PASSWORD } };
    },
    expect: anyone(),
  },
  'POST /api/v1/partner/recover-password': {
    request: (w) => ({ body: { email: w.staff.clubOwner.email } }),
    expect: anyone(),
  },
  'POST /api/v1/partner/change-password': {
    request: () => ({ body: { token: 'x'.repeat(43), password: 'tee-box-4711' } }),
    expect: anyone([400, 'INVALID_KEY']),
  },
  'GET /api/v1/partner/session': { request: () => ({}), expect: staff(200, 200, 200) },
  'DELETE /api/v1/partner/session': { request: () => ({}), expect: staff(200, 200, 200), destructive: true },
  // Switching to club A: only its staff may.
  'PUT /api/v1/partner/session/club': {
    request: (w) => ({ body: { club_id: w.clubId } }),
    expect: staff(200, 200, [404, 'CLUB_NOT_FOUND']),
  },
  'POST /api/v1/partner/staff': {
    request: () => ({ body: { email: uniqueEmail('invited'), role: 'desk' } }),
    expect: staff(201, ROLE_FORBIDDEN, 201),
  },
  'GET /api/v1/partner/staff': { request: () => ({}), expect: staff(200, ROLE_FORBIDDEN, 200) },
  // Staff management (issue 31): a fresh desk member of club A each time; club B's owner naming
  // them finds nobody.
  'PUT /api/v1/partner/staff/{staff_id}/role': {
    request: async (w) => ({ params: { staff_id: await freshDesk(w) }, body: { role: 'owner' } }),
    expect: staff(200, ROLE_FORBIDDEN, [404, 'STAFF_NOT_FOUND']),
  },
  'PUT /api/v1/partner/staff/{staff_id}/active': {
    request: async (w) => ({ params: { staff_id: await freshDesk(w) }, body: { active: false } }),
    expect: staff(200, ROLE_FORBIDDEN, [404, 'STAFF_NOT_FOUND']),
  },
  'DELETE /api/v1/partner/staff/{staff_id}': {
    request: async (w) => ({ params: { staff_id: await freshDesk(w) } }),
    expect: staff(200, ROLE_FORBIDDEN, [404, 'STAFF_NOT_FOUND']),
  },
  'DELETE /api/v1/partner/invitations/{staff_id}': {
    request: async (w) => {
      const staffId = await freshDesk(w);
      await insertInvitationKey(w.t, staffId, w.clubId);
      return { params: { staff_id: staffId } };
    },
    expect: staff(200, ROLE_FORBIDDEN, [404, 'INVITATION_NOT_FOUND']),
  },
  'GET /api/v1/partner/products': { request: () => ({}), expect: staff(200, 200, 200) },
  'POST /api/v1/partner/products': {
    request: () => ({ body: productBody() }),
    expect: staff(201, ROLE_FORBIDDEN, 201),
  },
  'GET /api/v1/partner/products/{id}': {
    request: async (w) => ({ params: { id: await w.product() } }),
    expect: staff(200, 200, [404, 'PARTNER_PRODUCT_NOT_FOUND']),
  },
  'PUT /api/v1/partner/products/{id}': {
    request: async (w) => ({ params: { id: await w.product() }, body: productBody({ name: 'Changed' }) }),
    expect: staff(200, ROLE_FORBIDDEN, [404, 'PARTNER_PRODUCT_NOT_FOUND']),
  },
  'POST /api/v1/partner/products/{id}/status': {
    request: async (w) => ({ params: { id: await w.product() }, body: { status: 'paused' } }),
    expect: staff(200, ROLE_FORBIDDEN, [404, 'PARTNER_PRODUCT_NOT_FOUND']),
  },
  // The desk: club A's staff reach vouchers valid at club A; club B's owner finds none of them.
  'GET /api/v1/partner/desk/vouchers/{number}': {
    request: async (w) => ({ params: { number: (await w.voucher()).voucherNumber } }),
    expect: staff(200, 200, [404, 'VOUCHER_NOT_FOUND']),
  },
  // The search finds club A's own vouchers for club A's staff, none for club B's owner (an empty list).
  'GET /api/v1/partner/desk/search': {
    request: () => ({ query: { q: 'zz' } }),
    expect: staff(200, 200, 200),
  },
  'POST /api/v1/partner/desk/redeem': {
    request: async (w) => ({ body: { voucher_id: (await w.voucher()).id } }),
    expect: staff(200, 200, [404, 'VOUCHER_NOT_FOUND']),
  },
  'DELETE /api/v1/partner/redemptions/{id}': {
    request: async (w) => ({ params: { id: await w.deskRedemption() } }),
    expect: staff(200, 200, [404, 'REDEMPTION_NOT_FOUND']),
  },
  'POST /api/v1/partner/issue': {
    request: async (w) => ({ body: { product_id: await w.product(), email: w.owner.email } }),
    expect: staff(201, ROLE_FORBIDDEN, [404, 'PARTNER_PRODUCT_NOT_FOUND']),
  },
  'GET /api/v1/partner/offers/recipients': {
    request: async (w) => ({ query: { product_id: String(await w.product()), audience: 'home_club' } }),
    expect: staff(200, ROLE_FORBIDDEN, [404, 'PARTNER_PRODUCT_NOT_FOUND']),
  },
  'POST /api/v1/partner/offers': {
    request: async (w) => ({ body: { product_id: await w.product(), audience: 'home_club' } }),
    expect: staff(201, ROLE_FORBIDDEN, [404, 'PARTNER_PRODUCT_NOT_FOUND']),
  },
  'GET /api/v1/partner/redemptions': { request: () => ({}), expect: staff(200, 200, 200) },
  'GET /api/v1/partner/redemptions/export': { request: () => ({}), expect: staff(200, ROLE_FORBIDDEN, 200) },
  'GET /api/v1/partner/audit': { request: () => ({}), expect: staff(200, ROLE_FORBIDDEN, 200) },
  // The back office (issue 35): owners only; club B's owner sees club B's (empty) figures.
  'GET /api/v1/partner/reports/period': {
    request: () => ({ query: REPORT_PERIOD }),
    expect: staff(200, ROLE_FORBIDDEN, 200),
  },
  'GET /api/v1/partner/reports/{report}/csv': {
    request: () => ({ params: { report: 'sales' }, query: REPORT_PERIOD }),
    expect: staff(200, ROLE_FORBIDDEN, 200),
  },
  'GET /api/v1/partner/reports/{report}/xlsx': {
    request: () => ({ params: { report: 'liability' }, query: REPORT_PERIOD }),
    expect: staff(200, ROLE_FORBIDDEN, 200),
  },
  // Bulk issue: club A's product to the owner golfer; club B's owner finds neither product nor batch.
  'POST /api/v1/partner/bulk-issues/preview': {
    request: async (w) => ({ body: { product_id: await w.product(), list: w.owner.email } }),
    expect: staff(200, ROLE_FORBIDDEN, [404, 'PARTNER_PRODUCT_NOT_FOUND']),
  },
  'POST /api/v1/partner/bulk-issues': {
    request: async (w) => ({
      body: { product_id: await w.product(), list: w.owner.email, include_opted_out: true },
    }),
    expect: staff(202, ROLE_FORBIDDEN, [404, 'PARTNER_PRODUCT_NOT_FOUND']),
  },
  'GET /api/v1/partner/bulk-issues/{id}': {
    request: async (w) => ({ params: { id: await bulkIssueOf(w) } }),
    expect: staff(200, ROLE_FORBIDDEN, [404, 'NOT_FOUND']),
  },
  // The driving range (issue 15): the desk sees it, only the owner changes it; club B's owner
  // naming club A's dispenser finds nothing.
  'GET /api/v1/partner/range': { request: () => ({}), expect: staff(200, 200, 200) },
  'PUT /api/v1/partner/range/settings': {
    request: () => ({ body: { max_per_day: 6, window_minutes: 15 } }),
    expect: staff(200, ROLE_FORBIDDEN, 200),
  },
  'POST /api/v1/partner/range/dispensers': {
    request: () => ({ body: DISPENSER_BODY }),
    expect: staff(201, ROLE_FORBIDDEN, 201),
  },
  'PUT /api/v1/partner/range/dispensers/{id}': {
    request: async (w) => ({
      params: { id: (await insertDispenser(w.t, w.clubId)).dispenser.id },
      body: { ...DISPENSER_BODY, name: 'Renamed' },
    }),
    expect: staff(200, ROLE_FORBIDDEN, [404, 'DISPENSER_NOT_FOUND']),
  },
  'POST /api/v1/partner/range/dispensers/{id}/enabled': {
    request: async (w) => ({
      params: { id: (await insertDispenser(w.t, w.clubId)).dispenser.id },
      body: { enabled: false },
    }),
    expect: staff(200, ROLE_FORBIDDEN, [404, 'DISPENSER_NOT_FOUND']),
  },
  // The shop settings receipts print: the desk reads them, only the owner changes them; each
  // club's owner reaches only their own club's (there is no id to name).
  'GET /api/v1/partner/shop-settings': { request: () => ({}), expect: staff(200, 200, 200) },
  'PUT /api/v1/partner/shop-settings': {
    request: () => ({
      body: { vat_number: 'DK12345678', accepts_points: true, accepts_ball_money: true, vat_rate_bp: 2500 },
    }),
    expect: staff(200, ROLE_FORBIDDEN, 200),
  },
};
