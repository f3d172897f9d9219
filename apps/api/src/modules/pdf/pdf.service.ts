import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDF_LINK_MINUTES } from '@golfwallet/core/contracts/vouchers/print-vouchers';
import { isPrintable } from '@golfwallet/core/domain/voucher-state';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { Deps } from '../../deps';
import { lockingTransaction } from '../../db/locking';
import { hashToken, newToken } from '../../lib/tokens';
import type { UserRow } from '../session/session.repository';
import { findOwnedVouchers, insertVoucherEvents, markPrinted } from '../voucher/voucher.service';
import { voucherState } from '../voucher/voucher-rules';
import { loadClubLogo } from './club-logo';
import { deleteExpiredPdfs, findLivePdf, insertPdf } from './pdf.repository';
import { renderVoucherPdf } from './voucher-pdf';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where /logos/<file> club logos are looked for: the data folder, then the web app's public folder. */
function logoFolders(deps: Deps): string[] {
  return [path.join(deps.config.dataDir, 'logos'), path.resolve(here, '../../../../web/public/logos')];
}

export const PDF_FILE_PATH = '/api/v1/voucher/pdf-file/';

/**
 * Prints vouchers: renders one page per voucher in the caller's language, then in one transaction
 * marks them printed (only while no transfer holds them), records a 'printed' event for each and
 * stores the file behind a fresh 10-minute link token. Any id that is not the caller's answers
 * VOUCHER_NOT_FOUND, as a missing one does; a voucher in transfer answers VOUCHER_IN_TRANSFER.
 * A failed render marks nothing and answers PDF_FAILED.
 */
export async function printVouchers(deps: Deps, user: UserRow, ids: number[], locale: Locale) {
  const now = deps.now();
  const found = await findOwnedVouchers(deps.db, user.id, ids);
  if (found.length !== ids.length) throw new AppError('VOUCHER_NOT_FOUND');
  const byId = new Map(found.map((row) => [row.voucher.id, row]));
  const ordered = ids.map((id) => byId.get(id)!);
  if (ordered.some((row) => !isPrintable(voucherState(row.voucher, now))))
    throw new AppError('VOUCHER_IN_TRANSFER');

  const folders = logoFolders(deps);
  const holderName = `${user.firstName} ${user.lastName}`.trim();
  let content: Buffer;
  try {
    const pages = await Promise.all(
      ordered.map(async (row) => ({
        ...row,
        holderName,
        logo: await loadClubLogo(row.club.logoUrl, folders),
      })),
    );
    content = await renderVoucherPdf(pages, { locale, now });
  } catch (error) {
    deps.log.error({ err: error }, 'voucher pdf failed');
    throw new AppError('PDF_FAILED');
  }

  const token = newToken();
  const fileName = ordered.length === 1 ? `voucher-${ordered[0]!.voucher.voucherNumber}.pdf` : 'vouchers.pdf';
  await lockingTransaction(deps.db, deps.config.DB_LOCK_TIMEOUT_MS, async (tx) => {
    const marked = await markPrinted(tx, user.id, ids, now);
    if (marked.length !== ids.length) throw new AppError('VOUCHER_IN_TRANSFER');
    await insertVoucherEvents(
      tx,
      marked.map((row) => ({
        userId: user.id,
        voucherId: row.id,
        kind: 'printed',
        at: now,
        clubId: row.clubId,
      })),
    );
    await deleteExpiredPdfs(tx, now);
    await insertPdf(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      voucherIds: ids,
      fileName: fileName.replace(/[^A-Za-z0-9._-]/g, '_'),
      content,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PDF_LINK_MINUTES * 60_000),
    });
  });
  return { pdf: `${PDF_FILE_PATH}${token}`, voucher_ids: ids };
}

/** The PDF behind a live link; unknown or expired answers NOT_FOUND. */
export async function getPdfFile(deps: Deps, token: string) {
  const file = await findLivePdf(deps.db, hashToken(token), deps.now());
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}
