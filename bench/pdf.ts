import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema/index';
import { BENCH_EMAIL } from '../apps/api/src/db/seed/synthetic';
import { loadClubLogo } from '../apps/api/src/modules/pdf/club-logo';
import { renderVoucherPdf, type VoucherPdfPage } from '../apps/api/src/modules/pdf/voucher-pdf';
import { type ReceiptData, renderReceiptPdf } from '../apps/api/src/modules/shop/receipt-pdf';
import { findUserByEmail } from '../apps/api/src/modules/user/user.repository';
import { findOwnedVouchers } from '../apps/api/src/modules/voucher/voucher.repository';
import { atMost, type BenchResult, info, machine, median, REPO, round } from './lib/figures';

/**
 * PDF rendering (issue 5): the PDF module's render function, called directly with the bench
 * golfer's vouchers (logos loaded first, as the print service does): one voucher, and a batch of
 * 100 on 100 pages. Median of several runs after a warm-up. And the checkout's receipt (issue 14),
 * rendered as checkout renders it, with the CPU it takes per render.
 */

const ONE_RUNS = 30;
const BATCH_RUNS = 5;
const RECEIPT_RUNS = 200;

/** A checkout's receipt as the bench's checkouts make it (three lines, paid by card). */
const RECEIPT: ReceiptData = {
  locale: 'da',
  orderId: 123_456,
  issuedAt: new Date('2026-11-25T10:00:00Z'),
  timeZone: 'Europe/Copenhagen',
  seller: {
    name: 'Furesø Golfklub',
    city: 'Værløse',
    countryCode: 'DK',
    email: 'shop@example.dk',
    phone: '+45 12 34 56 78',
    vatNumber: 'DK12345678',
  },
  buyer: { name: 'Bench Golfer', email: 'bench@example.com' },
  currency: 'DKK',
  lines: [
    {
      name: 'Greenfee 18 huller',
      quantity: 2,
      unitPriceMinor: 45_000,
      vatRateBp: 2_500,
      vatMinor: 18_000,
      vatAtUse: false,
    },
    {
      name: 'Rangebolde 50 stk.',
      quantity: 1,
      unitPriceMinor: 5_000,
      vatRateBp: 2_500,
      vatMinor: 1_000,
      vatAtUse: false,
    },
    // Ball money is a multi-purpose voucher: no VAT at sale.
    {
      name: 'Boldpenge 200 kr.',
      quantity: 1,
      unitPriceMinor: 20_000,
      vatRateBp: 0,
      vatMinor: 0,
      vatAtUse: true,
    },
  ],
  totalMinor: 115_000,
  vatMinor: 19_000,
  vatRateBp: 2_500,
  cardMinor: 115_000,
  pointsMinor: 0,
  ballMoneyMinor: 0,
  card: { brand: 'visa', last4: '4242' },
};

/** The checkout receipt (issue 14): median wall time and CPU per render, after a warm-up. */
async function receiptFigures() {
  for (let i = 0; i < 20; i++) await renderReceiptPdf(RECEIPT);
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < RECEIPT_RUNS; i++) times.push((await timed(() => renderReceiptPdf(RECEIPT))).ms);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    medianMs: round(median(times), 2),
    cpuMs: round((cpu.user + cpu.system) / 1000 / RECEIPT_RUNS, 2),
  };
}

async function timed(work: () => Promise<Buffer>): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const pdf = await work();
  return { ms: performance.now() - start, bytes: pdf.length };
}

export async function benchPdf(options: { databaseUrl: string; quick: boolean }): Promise<BenchResult> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  try {
    const db = drizzle(pool, { schema }) as unknown as Db;
    const user = await findUserByEmail(db, BENCH_EMAIL);
    if (!user) throw new Error(`${BENCH_EMAIL} is not in the bench database`);
    const { rows } = await pool.query<{ id: string }>(
      `select id from vouchers where user_id = $1 order by id limit 100`,
      [user.id],
    );
    const found = await findOwnedVouchers(
      db,
      user.id,
      rows.map((row) => Number(row.id)),
    );
    const folders = [path.join(REPO, 'data/logos'), path.join(REPO, 'apps/web/public/logos')];
    const pages: VoucherPdfPage[] = await Promise.all(
      found.map(async (row) => ({
        ...row,
        holderName: `${user.firstName} ${user.lastName}`,
        logo: await loadClubLogo(row.club.logoUrl, folders),
      })),
    );
    const render = (subset: VoucherPdfPage[]) => () =>
      renderVoucherPdf(subset, { locale: 'da', now: new Date() });

    for (let i = 0; i < 3; i++) await render(pages.slice(0, 1))();
    const one: number[] = [];
    let oneBytes = 0;
    for (let i = 0; i < ONE_RUNS; i++) {
      const run = await timed(render([pages[i % pages.length]!]));
      one.push(run.ms);
      oneBytes = run.bytes;
    }
    await render(pages)();
    const batch: number[] = [];
    let batchBytes = 0;
    for (let i = 0; i < BATCH_RUNS; i++) {
      const run = await timed(render(pages));
      batch.push(run.ms);
      batchBytes = run.bytes;
    }
    const receipt = await receiptFigures();
    const oneMs = round(median(one), 1);
    const batchMs = round(median(batch), 0);
    return {
      name: 'pdf',
      title: `PDF rendering (renderVoucherPdf, median of ${ONE_RUNS} single and ${BATCH_RUNS} batch runs; renderReceiptPdf, median of ${RECEIPT_RUNS})`,
      measuredAt: new Date().toISOString(),
      quick: options.quick,
      machine: machine(),
      figures: [
        atMost('one voucher: median', oneMs, 'ms', 100),
        info('one voucher: file size', round(oneBytes / 1024, 1), 'KiB'),
        info(`batch of ${pages.length}: median`, batchMs, 'ms'),
        info(`batch of ${pages.length}: per page`, round(batchMs / pages.length, 1), 'ms'),
        info(`batch of ${pages.length}: file size`, round(batchBytes / 1024, 0), 'KiB'),
        info(`checkout receipt: median of ${RECEIPT_RUNS}`, receipt.medianMs, 'ms'),
        info('checkout receipt: CPU per render', receipt.cpuMs, 'ms'),
      ],
      details: {
        oneMs: one.map((ms) => round(ms, 1)),
        batchMs: batch.map((ms) => round(ms, 0)),
        pages: pages.length,
      },
    };
  } finally {
    await pool.end();
  }
}
