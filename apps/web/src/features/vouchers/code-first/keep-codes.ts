import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { formatDateTime } from '@golfwallet/core/format/dates';
import { currentLocale, hasSection, i18n } from '../../../lib/i18n';
import { deleteSnapshots, readSnapshot, saveSnapshot, snapshotKeys } from '../../../lib/offline-store';
import { sessionToken } from '../../../lib/session';
import { browserTimeZone } from '../hooks/use-voucher-format';
import { CODE_KEY_PREFIX, type CodeRecord, codeKey, sessionKey } from './code-record';
import { drawCodes } from './draw-codes';

let queue: Promise<void> = Promise.resolve();

/**
 * After the wallet is saved: keeps each voucher's code drawn and translated for the "code first"
 * paint (code-record.ts), one voucher at a time between other work, never blocking the wallet.
 * A voucher in a transfer keeps no code (its page hides it), nor does one that left the wallet.
 * Runs one after another: a later wallet's run starts when the earlier has finished.
 */
export function keepCodes(items: VoucherItem[], savedAt: number): Promise<void> {
  queue = queue.then(() => keep(items, savedAt)).catch(() => undefined);
  return queue;
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function keep(items: VoucherItem[], savedAt: number): Promise<void> {
  const token = sessionToken.get();
  if (!token || typeof crypto === 'undefined' || !crypto.subtle) return;
  const session = await sessionKey(token);
  const lang = currentLocale();
  if (!hasSection(lang, 'app')) return;
  const t = (key: string, params?: Record<string, string>) => i18n.translate(lang, key, params);
  const time = formatDateTime(new Date(savedAt), browserTimeZone(), lang);
  const fresh = t('app.vouchers.lastFresh', { time });
  const shown = items.filter((item) => !item.in_transfer);
  const keep = new Set(shown.map((item) => codeKey(item.voucher_id)));
  await deleteSnapshots((await snapshotKeys(CODE_KEY_PREFIX)).filter((key) => !keep.has(key)));
  for (const item of shown) {
    if (sessionToken.get() !== token) return;
    const code = item.voucher_number;
    const earlier = (await readSnapshot<CodeRecord>(codeKey(item.voucher_id)))?.data;
    const drawn = earlier?.code === code ? earlier : await drawCodes(code);
    const record: CodeRecord = {
      session,
      lang,
      voucherId: item.voucher_id,
      code,
      name: item.voucher_name,
      club: item.owner_name,
      clubId: item.club_id,
      logoUrl: item.logo_url,
      barcode: drawn.barcode,
      qr: drawn.qr,
      texts: {
        back: t('app.details.back'),
        title: t('app.details.code'),
        barcodeAlt: t('app.details.barcode', { code }),
        qrAlt: t('app.details.qr', { code }),
        awake: t('app.details.awake'),
        fresh,
      },
    };
    await saveSnapshot(codeKey(item.voucher_id), record, savedAt);
    await pause();
  }
}
