import { type ApiClient, createApiClient } from '@golfwallet/core/client/api-client';
import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { confirmTransferProcess } from '@golfwallet/core/contracts/transfers/confirm-transfer-process';
import { createTransfer } from '@golfwallet/core/contracts/transfers/create-transfer';
import { registerUser } from '@golfwallet/core/contracts/user/register-user';
import { updateUser } from '@golfwallet/core/contracts/user/update-user';
import { verifyEmail } from '@golfwallet/core/contracts/user/verify-email';
import { listVouchers } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import type { VoucherFilters, VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { BrowserContext } from 'playwright-core';
import { baseUrl, linkFromMail } from './browser';

/**
 * Set-up through the API for journeys that are not about the set-up itself: sessions, fresh
 * confirmed golfers, vouchers handed over by transfer, and a signed-in browser context.
 */

/** The demo golfers of apps/api/src/db/seed/demo.ts. Use them read-only: other files share the server. */
export const DEMO = { email: 'demo@golfwallet.dk', password: 'golfwallet' } as const;
export const ANNA = { email: 'anna@golfwallet.dk', password: 'golfwallet' } as const;

/** A typed client of the e2e server, speaking for a session id when given. */
export function apiAs(token?: string, language: Locale = 'da'): ApiClient {
  return createApiClient({
    baseUrl: `${baseUrl()}/api/v1`,
    getToken: () => token,
    getLanguage: () => language,
  });
}

/** POST /session: a new session id for e-mail and password. */
export async function logInApi(email: string, password: string): Promise<string> {
  const { session_id } = await apiAs()(createSession, { body: { email, password, device_platform: 'web' } });
  return session_id;
}

export interface Golfer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** A live session id. */
  token: string;
}

let golferSequence = 0;

/** An address no other golfer of this server has. */
export function uniqueEmail(prefix: string): string {
  golferSequence += 1;
  return `${prefix}.${process.pid}.${golferSequence}.${Date.now()}@example.com`;
}

/**
 * Signs a non-member golfer up (POST /user), confirms the e-mail with the key of the verification
 * mail and logs in. The new golfer has no vouchers and newsletter_asked false, unless
 * `newsletterAsked` is set (so the newsletter popup stays out of a journey about something else).
 */
export async function createGolfer(
  options: {
    prefix?: string;
    language?: Locale;
    firstName?: string;
    lastName?: string;
    newsletterAsked?: boolean;
  } = {},
): Promise<Golfer> {
  const email = uniqueEmail(options.prefix ?? 'golfer');
  const password = 'secret123';
  const firstName = options.firstName ?? 'Ida';
  const lastName = options.lastName ?? 'Testesen';
  const language = options.language ?? 'da';
  await apiAs(undefined, language)(registerUser, {
    query: { locale: language },
    body: {
      is_member: false,
      first_name: firstName,
      last_name: lastName,
      phone: '+4512345678',
      birth_date: '1990-05-01',
      sex: 'f',
      country: 'DK',
      email,
      password,
      pin_code: '1234',
      language_default: language,
    },
  });
  const link = await linkFromMail(email, '/email-verify');
  const code = new URL(link).searchParams.get('key');
  if (!code) throw new Error(`no key in the verification link ${link}`);
  await apiAs()(verifyEmail, { body: { code } });
  const token = await logInApi(email, password);
  if (options.newsletterAsked) await apiAs(token)(updateUser, { body: { newsletter_asked: true } });
  return { email, password, firstName, lastName, token };
}

/** GET /vouchers for a session, one item per voucher unless filters say otherwise. */
export async function vouchersOf(token: string, filters: VoucherFilters = {}): Promise<VoucherItem[]> {
  const { items } = await apiAs(token)(listVouchers, { query: { limit: 100, ...filters } });
  return items;
}

/** The token of a transfer link (/voucher-subtransfer/<token>). */
export function transferTokenOf(link: string): string {
  const token = new URL(link).pathname.split('/').pop();
  if (!token) throw new Error(`no token in ${link}`);
  return decodeURIComponent(token);
}

/**
 * Sends vouchers from one golfer to another by e-mail (POST /voucher/transfer/:ids) and answers the
 * link the recipient was mailed, with the transfer's id (for DELETE /voucher/transfer/:id).
 */
export async function sendVouchers(
  fromToken: string,
  voucherIds: number[],
  toEmail: string,
): Promise<{ link: string; transferId: number }> {
  const { transfer_id } = await apiAs(fromToken)(createTransfer, {
    params: { id: voucherIds.join(',') },
    body: { email: toEmail, confirm_email: toEmail, quantity: voucherIds.length },
  });
  return { link: await linkFromMail(toEmail, '/voucher-subtransfer/'), transferId: transfer_id };
}

/**
 * Hands vouchers from one golfer to another without a browser: the sender transfers them and the
 * recipient confirms the mailed link.
 */
export async function handOver(fromToken: string, voucherIds: number[], to: Golfer): Promise<void> {
  const { link } = await sendVouchers(fromToken, voucherIds, to.email);
  await apiAs(to.token)(confirmTransferProcess, {
    params: { token: transferTokenOf(link) },
    query: {},
    body: {},
  });
}

/**
 * The demo golfer's active, unused vouchers whose name is one of `names` (one voucher each, in
 * the order given). Fails when one is missing, e.g. because another journey took it.
 */
export async function demoVouchersNamed(demoToken: string, names: string[]): Promise<VoucherItem[]> {
  const items = await vouchersOf(demoToken, { active: true, only_unused: true });
  return names.map((name) => {
    const found = items.find((item) => item.voucher_name === name && !item.in_transfer);
    if (!found) throw new Error(`the demo golfer holds no voucher named ${name}`);
    return found;
  });
}

/** Stores a session id as the web app's userToken before any page of the context loads. */
export async function signInContext(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => {
    window.localStorage.setItem('userToken', value);
  }, token);
}
