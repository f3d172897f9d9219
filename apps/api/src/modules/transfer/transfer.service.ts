import { TRANSFER_VALID_DAYS } from '@golfwallet/core/contracts/transfers/create-transfer';
import { isExpired, isInTransfer, isUsedUp } from '@golfwallet/core/domain/voucher-state';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { ErrorCode } from '@golfwallet/core/errors/codes';
import { type Locale, toLocale } from '@golfwallet/core/i18n/locales';
import { toUnixSeconds } from '@golfwallet/core/format/dates';
import { smsAdapterFor } from '../../adapters/sms/select-sms';
import type { Deps } from '../../deps';
import { lockingTransaction } from '../../db/locking';
import { hashToken, newToken } from '../../lib/tokens';
import { enqueueMessage } from '../outbox/queue-message';
import type { UserRow } from '../session/session.repository';
import { notifyGolfers } from '../notifications/notifications.service';
import type { VoucherRow } from '../voucher/voucher.repository';
import { findOwnedVouchers, insertVoucherEvents } from '../voucher/voucher.service';
import { voucherState } from '../voucher/voucher-rules';
import { transferMail, transferReceivedMail, transferSms } from './transfer-message';
import { findClub } from '../redemption/redemption.service';
import {
  expireTransfer,
  findIdenticalSiblings,
  findRecipientLanguage,
  findTransfer,
  findTransferByTokenHash,
  holdVouchersForTransfer,
  insertTransfer,
  markTransferCancelled,
  markTransferConfirmed,
  moveTransferVouchers,
  releaseTransferVouchers,
} from './transfer.repository';
import { SHARED_WEB_PATHS, voucherSubtransferPath, webLink } from '@golfwallet/core/web/paths';

export interface TransferRequest {
  quantity?: number;
  email?: string;
  phone?: string;
  message?: string;
}

const DAY_MS = 86_400_000;

/** Why a voucher cannot be sent, or null when it can. */
function transferRefusal(voucher: VoucherRow, now: Date): ErrorCode | null {
  const state = voucherState(voucher, now);
  if (!state.active) return 'VOUCHER_INACTIVE';
  if (isInTransfer(state)) return 'VOUCHER_IN_TRANSFER';
  if (isExpired(state, now)) return 'VOUCHER_EXPIRED';
  if (isUsedUp(state)) return 'VOUCHER_USED_UP';
  return null;
}

const samePhone = (a: string | null, b: string) => a !== null && a.replace(/\s+/g, '') === b;

/**
 * Starts a transfer. The pool is the named vouchers (all the caller's, each transferable) and their
 * unprinted identical siblings; `quantity` (default: the number named) are taken, the named first.
 * In one transaction: the transfer row (its 256-bit token stored as SHA-256, 14 days), the
 * vouchers held for it by one conditional update (a voucher already held makes the whole request
 * fail), and the e-mail or SMS with the link, in the recipient's language when they are a golfer
 * here, else the sender's.
 */
export async function createTransfer(
  deps: Deps,
  user: UserRow,
  ids: number[],
  request: TransferRequest,
  locale: Locale,
) {
  const now = deps.now();
  if (request.email !== undefined && request.email === user.email.toLowerCase())
    throw new AppError('TRANSFER_TO_SELF');
  if (request.phone !== undefined && samePhone(user.phone, request.phone))
    throw new AppError('TRANSFER_TO_SELF');

  const found = await findOwnedVouchers(deps.db, user.id, ids);
  if (found.length !== ids.length) throw new AppError('VOUCHER_NOT_FOUND');
  const byId = new Map(found.map((row) => [row.voucher.id, row]));
  const named = ids.map((id) => byId.get(id)!);
  for (const { voucher } of named) {
    const refusal = transferRefusal(voucher, now);
    if (refusal) throw new AppError(refusal);
  }

  const quantity = request.quantity ?? ids.length;
  const chosenNamed = named.slice(0, quantity);
  const groups = named
    .filter(({ voucher }) => voucher.printedAt === null && voucher.orderId !== null)
    .map(({ voucher }) => ({ orderId: voucher.orderId!, productId: voucher.productId }));
  const siblings = await findIdenticalSiblings(
    deps.db,
    user.id,
    groups,
    ids,
    quantity - chosenNamed.length,
    now,
  );
  const chosen = [...chosenNamed.map(({ voucher }) => voucher.id), ...siblings];
  if (chosen.length < quantity) throw new AppError('TRANSFER_QUANTITY');

  const first = chosenNamed[0]!;
  const voucherName = [...new Set(chosenNamed.map(({ voucher }) => voucher.name))].join(', ');
  const recipientLocale = toLocale(await findRecipientLanguage(deps.db, request)) ?? locale;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + TRANSFER_VALID_DAYS * DAY_MS);
  // The link carries the mail's language, so the page opens (and stays) in it.
  const link = webLink(deps.config.PUBLIC_URL, voucherSubtransferPath(token), { lang: recipientLocale });
  const message = {
    locale: recipientLocale,
    senderName: `${user.firstName} ${user.lastName}`.trim(),
    voucherName,
    clubName: first.club.name,
    quantity,
    link,
    expiresAt,
    timeZone: first.club.timezone,
    coverMessage: request.message,
  };

  const transfer = await lockingTransaction(deps.db, deps.config.DB_LOCK_TIMEOUT_MS, async (tx) => {
    const created = await insertTransfer(tx, {
      tokenHash: hashToken(token),
      fromUserId: user.id,
      targetEmail: request.email ?? null,
      targetPhone: request.phone ?? null,
      message: request.message || null,
      voucherName,
      quantity,
      createdAt: now,
      expiresAt,
    });
    const held = await holdVouchersForTransfer(tx, created, user.id, chosen, now);
    if (held.length !== chosen.length) throw new AppError('VOUCHER_IN_TRANSFER');
    if (request.email !== undefined) {
      const mail = transferMail(message);
      await enqueueMessage(tx, {
        channel: 'email',
        recipient: request.email,
        ...mail,
        template: 'voucher_transfer',
        locale: recipientLocale,
        aboutUserId: user.id,
      });
    } else {
      await smsAdapterFor(deps.config).queue(tx, {
        to: request.phone!,
        text: transferSms(message),
        template: 'voucher_transfer',
        locale: recipientLocale,
        aboutUserId: user.id,
      });
    }
    return created;
  });
  return {
    transfer_id: transfer.id,
    target_email: transfer.targetEmail,
    target_phone: transfer.targetPhone,
    quantity,
    voucher_ids: chosen,
    expires_at: toUnixSeconds(expiresAt),
  };
}

/**
 * What a transfer link holds. Unknown: TRANSFER_NOT_FOUND. Past its expiry or cancelled:
 * TRANSFER_EXPIRED. A read: an expired link is answered as such without a write (its vouchers
 * already read as free; the expiry job ends it).
 */
export async function getTransferProcess(deps: Deps, token: string) {
  const now = deps.now();
  const transfer = await findTransferByTokenHash(deps.db, hashToken(token));
  if (!transfer) throw new AppError('TRANSFER_NOT_FOUND');
  if (transfer.status === 'pending' && transfer.expiresAt.getTime() <= now.getTime())
    throw new AppError('TRANSFER_EXPIRED');
  if (transfer.status !== 'pending' && transfer.status !== 'confirmed')
    throw new AppError('TRANSFER_EXPIRED');
  return {
    voucher_name: transfer.voucherName,
    target_email: transfer.targetEmail,
    quantity: transfer.quantity,
    status: transfer.status,
    expires_at: toUnixSeconds(transfer.expiresAt),
  };
}

/**
 * Accepts a transfer: in one transaction the transfer row is locked, moved from pending to
 * confirmed by a conditional update, and its vouchers change owner; both golfers get history
 * events. A second confirmation (even a concurrent one) answers TRANSFER_ALREADY_DONE; the sender
 * answers TRANSFER_TO_SELF; an expired link frees the vouchers and answers TRANSFER_EXPIRED.
 */
export async function confirmTransferProcess(deps: Deps, user: UserRow, token: string) {
  const now = deps.now();
  const outcome = await lockingTransaction(deps.db, deps.config.DB_LOCK_TIMEOUT_MS, async (tx) => {
    const transfer = await findTransferByTokenHash(tx, hashToken(token), true);
    if (!transfer) throw new AppError('TRANSFER_NOT_FOUND');
    if (transfer.status === 'confirmed') throw new AppError('TRANSFER_ALREADY_DONE');
    if (transfer.status !== 'pending') throw new AppError('TRANSFER_EXPIRED');
    if (transfer.expiresAt.getTime() <= now.getTime())
      return { kind: 'expired', transferId: transfer.id } as const;
    if (transfer.fromUserId === user.id) throw new AppError('TRANSFER_TO_SELF');
    if (!(await markTransferConfirmed(tx, transfer.id, user.id, now)))
      throw new AppError('TRANSFER_ALREADY_DONE');
    const moved = await moveTransferVouchers(tx, transfer.id, transfer.fromUserId, user.id, now);
    if (moved.length === 0) throw new AppError('TRANSFER_FAILED');
    await insertVoucherEvents(tx, [
      ...moved.map((row) => ({
        userId: transfer.fromUserId,
        voucherId: row.id,
        kind: 'transfer_sent' as const,
        at: now,
        clubId: row.clubId,
        details: { transfer_id: transfer.id, to_user_id: user.id },
      })),
      ...moved.map((row) => ({
        userId: user.id,
        voucherId: row.id,
        kind: 'transfer_received' as const,
        at: now,
        clubId: row.clubId,
        details: { transfer_id: transfer.id, from_user_id: transfer.fromUserId },
      })),
    ]);
    // The recipient's inbox says what arrived; the sender's, that it was accepted (spec §2).
    const first = moved[0]!;
    await notifyGolfers(tx, [
      {
        userId: user.id,
        kind: 'voucher_received',
        voucherId: first.id,
        voucherName: transfer.voucherName,
        createdAt: now,
      },
      {
        userId: transfer.fromUserId,
        kind: 'transfer_accepted',
        voucherId: first.id,
        voucherName: transfer.voucherName,
        createdAt: now,
      },
    ]);
    // The recipient's mail: what is in their wallet now, and where it goes to Apple or Google Wallet.
    const recipientLocale = toLocale(user.languageDefault) ?? 'da';
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: user.email,
      ...transferReceivedMail({
        locale: recipientLocale,
        voucherName: transfer.voucherName,
        clubName: (await findClub(tx, first.clubId))?.name ?? '',
        quantity: moved.length,
        link: webLink(deps.config.PUBLIC_URL, SHARED_WEB_PATHS.vouchers, { lang: recipientLocale }),
      }),
      template: 'voucher_received',
      locale: recipientLocale,
      aboutUserId: user.id,
    });
    return {
      kind: 'done',
      result: {
        transfer_id: transfer.id,
        voucher_ids: moved.map((row) => row.id),
        quantity: moved.length,
        voucher_name: transfer.voucherName,
      },
    } as const;
  });
  if (outcome.kind === 'expired') {
    await expireTransfer(deps.db, outcome.transferId, now);
    throw new AppError('TRANSFER_EXPIRED');
  }
  return outcome.result;
}

/** The sender withdraws a pending transfer; its vouchers are free again and the link stops working. */
export async function cancelTransfer(deps: Deps, user: UserRow, transferId: number) {
  const now = deps.now();
  return lockingTransaction(deps.db, deps.config.DB_LOCK_TIMEOUT_MS, async (tx) => {
    if (!(await markTransferCancelled(tx, transferId, user.id, now))) {
      const transfer = await findTransfer(tx, transferId);
      if (!transfer || transfer.fromUserId !== user.id) throw new AppError('TRANSFER_NOT_FOUND');
      throw new AppError(transfer.status === 'confirmed' ? 'TRANSFER_ALREADY_DONE' : 'TRANSFER_EXPIRED');
    }
    const voucherIds = await releaseTransferVouchers(tx, transferId, now);
    return { transfer_id: transferId, voucher_ids: voucherIds };
  });
}
