import { createHash } from 'node:crypto';
import type { BulkIssueBody } from '@golfwallet/core/contracts/partner/bulk-issue';
import { readBulkList } from '@golfwallet/core/domain/partner/bulk-list';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import { findClub } from '../redemption/redemption.service';
import { insertAudit } from './audit.repository';
import {
  type BulkGolfer,
  type BulkIssueRow,
  findBatchByGolfers,
  findClubBatch,
  findGolfersByEmails,
  findGolfersByMemberNumbers,
  insertBulkIssue,
  insertRecipients,
} from './bulk-issue.repository';
import { takeProduct } from './issue.service';
import { findClubProduct } from './product.repository';
import type { StaffContext } from './staff-auth';

/** Who a list names: each golfer once (with the entry that named them first), and the rest. */
interface ResolvedList {
  golfers: { golfer: BulkGolfer; entry: string }[];
  unknown: string[];
  duplicates: number;
}

async function resolveList(deps: Deps, unionId: number | null, text: string): Promise<ResolvedList> {
  const list = readBulkList(text);
  const [byEmail, byMember] = await Promise.all([
    findGolfersByEmails(deps.db, list.emails),
    findGolfersByMemberNumbers(deps.db, unionId, list.memberNumbers),
  ]);
  const emailGolfer = new Map(byEmail.map((golfer) => [golfer.email.toLowerCase(), golfer]));
  const memberGolfer = new Map(byMember.map((golfer) => [golfer.memberNumber ?? '', golfer]));
  const seen = new Set<number>();
  const resolved: ResolvedList = { golfers: [], unknown: [], duplicates: list.duplicates };
  const take = (entry: string, golfer: BulkGolfer | undefined) => {
    if (!golfer) resolved.unknown.push(entry);
    else if (seen.has(golfer.id)) resolved.duplicates += 1;
    else {
      seen.add(golfer.id);
      resolved.golfers.push({ golfer, entry });
    }
  };
  for (const email of list.emails) take(email, emailGolfer.get(email));
  for (const number of list.memberNumbers) take(number, memberGolfer.get(number));
  resolved.unknown.push(...list.invalid);
  return resolved;
}

const optedOut = (golfer: BulkGolfer) => golfer.acceptOffers !== 1;

async function clubAndProduct(deps: Deps, auth: StaffContext, productId: number) {
  const club = await findClub(deps.db, auth.clubId);
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  if (!(await findClubProduct(deps.db, auth.clubId, productId)))
    throw new AppError('PARTNER_PRODUCT_NOT_FOUND');
  return club;
}

/** POST /partner/bulk-issues/preview: who the list reaches; nothing is written. */
export async function previewBulkIssue(deps: Deps, auth: StaffContext, body: BulkIssueBody) {
  const club = await clubAndProduct(deps, auth, body.product_id);
  const resolved = await resolveList(deps, club.unionId, body.list);
  return {
    recipients: resolved.golfers.filter(({ golfer }) => body.include_opted_out || !optedOut(golfer)).length,
    golfers: resolved.golfers.map(({ golfer, entry }) => ({
      entry,
      name: `${golfer.firstName} ${golfer.lastName}`.trim(),
      opted_out: optedOut(golfer),
    })),
    unknown: resolved.unknown,
    duplicates: resolved.duplicates,
  };
}

function batchAnswer(batch: BulkIssueRow, productName: string, repeat: boolean) {
  return {
    id: batch.id,
    product_id: batch.productId,
    product_name: productName,
    status: batch.finishedAt ? ('done' as const) : ('running' as const),
    total: batch.total,
    done: batch.done,
    created_at: Math.floor(batch.createdAt.getTime() / 1000),
    finished_at: batch.finishedAt ? Math.floor(batch.finishedAt.getTime() / 1000) : null,
    repeat,
  };
}

/**
 * POST /partner/bulk-issues: in one transaction the batch and its golfers are stored, the product
 * is locked, on sale and its stock taken for all of them, and the audit row written; the
 * bulk-issue job then hands out the vouchers and mails. The same product to the same golfers
 * again answers the first batch (`repeat`) and issues nothing.
 */
export async function startBulkIssue(deps: Deps, auth: StaffContext, body: BulkIssueBody) {
  const club = await clubAndProduct(deps, auth, body.product_id);
  const resolved = await resolveList(deps, club.unionId, body.list);
  const ids = resolved.golfers
    .filter(({ golfer }) => body.include_opted_out || !optedOut(golfer))
    .map(({ golfer }) => golfer.id)
    .sort((a, b) => a - b);
  if (ids.length === 0) throw new AppError('GOLFER_NOT_FOUND');
  const golfersHash = createHash('sha256').update(ids.join(',')).digest('hex');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const batch = await insertBulkIssue(tx, {
      clubId: auth.clubId,
      productId: body.product_id,
      staffId: auth.staff.id,
      golfersHash,
      includeOptedOut: body.include_opted_out,
      total: ids.length,
      createdAt: now,
    });
    if (!batch) {
      const earlier = await findBatchByGolfers(tx, auth.clubId, body.product_id, golfersHash);
      const found = earlier && (await findClubBatch(tx, auth.clubId, earlier.id));
      if (!found) throw new AppError('CONFLICT');
      return batchAnswer(found.batch, found.productName, true);
    }
    const product = await takeProduct(tx, auth.clubId, body.product_id, ids.length, now);
    await insertRecipients(tx, batch.id, ids);
    await insertAudit(tx, {
      clubId: auth.clubId,
      staffId: auth.staff.id,
      action: 'voucher_issued',
      subject: product.name,
      details: { product_id: product.id, bulk_issue_id: batch.id, recipients: ids.length },
      at: now,
    });
    return batchAnswer(batch, product.name, false);
  });
}

/** GET /partner/bulk-issues/:id: a batch of the caller's club (404 for another club's). */
export async function getBulkIssue(deps: Deps, auth: StaffContext, id: number) {
  const found = await findClubBatch(deps.db, auth.clubId, id);
  if (!found) throw new AppError('NOT_FOUND');
  return batchAnswer(found.batch, found.productName, false);
}
