import { AppError } from '@golfwallet/core/errors/app-error';
import {
  DATA_EXPORT_LINK_DAYS,
  mayRequestData,
  nextDataRequestAllowedAt,
} from '@golfwallet/core/domain/data-requests';
import { formatDate } from '@golfwallet/core/format/dates';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { Deps } from '../../deps';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/auth';
import { findUserById } from '../user/accounts';
import { lockUser } from './account-erasure.repository';
import { buildArchive } from './data-export.archive';
import { collectDataExport } from './data-export.collect';
import {
  expireFiles,
  findRequest,
  insertRequest,
  lastCountedRequest,
  markFailed,
  markReady,
  pendingRequestIds,
  takeFile,
} from './data-export.repository';
import { queuePrivacyMail } from './privacy-mail';

/** The provider's time zone: dates in texts and the README are shown in it. */
export const PROVIDER_TIME_ZONE = 'Europe/Copenhagen';
const DAY_MS = 86_400_000;

/** Where the mailed link points; the route serves it (routes/user/index.ts). */
export const DATA_EXPORT_FILE_PATH = '/api/v1/user/data-export/file/';

/**
 * "Download my data" (POST /user/data-export): refused within 6 months of the last request
 * (failed ones do not count) with the policy's reason and the dates; otherwise a pending request
 * that prepareDataExport turns into a mailed link. The check and the insert run under a lock on
 * the golfer's row, so two quick clicks make one request.
 */
export async function requestDataExport(deps: Deps, auth: AuthContext, locale: Locale) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // One request at a time per golfer: the 6-month check and the insert cannot interleave.
    await lockUser(tx, auth.user.id);
    const last = await lastCountedRequest(tx, auth.user.id);
    if (last && !mayRequestData(last.requestedAt, now)) {
      throw new AppError('DATA_REQUEST_TOO_SOON', {
        date: formatDate(last.requestedAt, PROVIDER_TIME_ZONE, locale),
        next: formatDate(nextDataRequestAllowedAt(last.requestedAt), PROVIDER_TIME_ZONE, locale),
      });
    }
    const created = await insertRequest(tx, auth.user.id, now);
    return {
      request_id: created.id,
      requested_at: created.requestedAt.toISOString(),
      email: auth.user.email,
      link_days: DATA_EXPORT_LINK_DAYS,
    };
  });
}

/** GET /user/data-export: the last request and when the next one is handled. */
export async function getDataExportStatus(deps: Deps, auth: AuthContext) {
  const last = await lastCountedRequest(deps.db, auth.user.id);
  const next = last ? nextDataRequestAllowedAt(last.requestedAt) : null;
  return {
    last_requested_at: last ? last.requestedAt.toISOString() : null,
    status: last?.status ?? null,
    next_allowed_at: next && next.getTime() > deps.now().getTime() ? next.toISOString() : null,
  };
}

/**
 * The background job: builds the zip of everything held about the golfer, stores it behind a
 * fresh single-use token, and mails the link, in one transaction (pending → ready; if two workers
 * race, one wins and the other's work is dropped). A failure marks the request failed (it then
 * does not count for the 6-month rule) and is rethrown for the job runner to log.
 * The job queue calls this with the request's id; today runPendingDataExports does.
 */
export async function prepareDataExport(deps: Deps, requestId: number): Promise<'ready' | 'skipped'> {
  const request = await findRequest(deps.db, requestId);
  if (request?.status !== 'pending') return 'skipped';
  try {
    const now = deps.now();
    const user = await findUserById(deps.db, request.userId);
    const data = user ? await collectDataExport(deps.db, request.userId, now) : undefined;
    if (!user || !data) return 'skipped';
    const file = buildArchive(data, user.languageDefault, PROVIDER_TIME_ZONE);
    const token = newToken();
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_DAYS * DAY_MS);
    const link = `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}${DATA_EXPORT_FILE_PATH}${token}`;
    return await deps.db.transaction(async (tx) => {
      const won = await markReady(tx, requestId, {
        file,
        tokenHash: hashToken(token),
        readyAt: now,
        expiresAt,
      });
      if (!won) return 'skipped' as const;
      await queuePrivacyMail(tx, 'exportReady', user, {
        name: user.firstName,
        link,
        days: DATA_EXPORT_LINK_DAYS,
      });
      return 'ready' as const;
    });
  } catch (error) {
    await markFailed(deps.db, requestId, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * Runs the pending requests one after another and drops the files of expired links: the
 * data-exports job (privacy.jobs.ts), the one caller of prepareDataExport outside tests.
 */
export async function runPendingDataExports(deps: Deps, limit = 5) {
  await expireFiles(deps.db, deps.now());
  let prepared = 0;
  for (const id of await pendingRequestIds(deps.db, limit)) {
    try {
      if ((await prepareDataExport(deps, id)) === 'ready') prepared += 1;
    } catch (error) {
      deps.log.error(
        { err: error instanceof Error ? error.message : String(error), requestId: id },
        'data export failed',
      );
    }
  }
  return { prepared };
}

/** GET /user/data-export/file/:token: the zip, once. Used or expired links answer 410. */
export async function downloadDataExport(deps: Deps, token: string) {
  const taken = await takeFile(deps.db, hashToken(token), deps.now());
  if (!taken) throw new AppError('DATA_EXPORT_LINK_INVALID');
  return { file: taken.file, fileName: `golfwallet-data-${taken.userId}.zip` };
}
