import { UNDO_WINDOW_MINUTES } from '@golfwallet/core/contracts/partner/undo-redemption';
import type { RedemptionRow } from '@golfwallet/core/contracts/partner/shapes';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import { findClub } from '../redemption/redemption.service';
import { listAudit as selectAudit } from './audit.repository';
import { redemptionsCsv } from './redemptions-csv';
import { listClubRedemptions, type RedemptionFilters } from './reports.repository';
import type { StaffContext } from './staff-auth';

async function clubOf(deps: Deps, clubId: number) {
  const club = await findClub(deps.db, clubId);
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  return club;
}

export async function listRedemptions(deps: Deps, auth: StaffContext, filters: RedemptionFilters) {
  const club = await clubOf(deps, auth.clubId);
  const undoSince = deps.now().getTime() - UNDO_WINDOW_MINUTES * 60_000;
  const rows = await listClubRedemptions(deps.db, auth.clubId, club.timezone, filters);
  const items: RedemptionRow[] = rows.map((row) => ({
    redemption_id: row.id,
    first_name: row.firstName ?? '',
    last_name: row.lastName ?? '',
    member_number: row.memberNumber,
    home_club: row.homeClub,
    voucher_name: row.voucherName,
    product_id: row.productId,
    original_price: row.originalPriceMinor / 100,
    currency: row.currency,
    redeemed_at: row.redeemedAt.toISOString(),
    uses_left: row.usesLeftAfter,
    method: row.method,
    undoable: row.method === 'staff' && row.redeemedAt.getTime() > undoSince,
  }));
  return { items };
}

/** The export in the portal's language, as a spreadsheet in that language opens it (redemptions-csv.ts). */
export async function exportRedemptionsCsv(
  deps: Deps,
  auth: StaffContext,
  filters: RedemptionFilters,
  locale: Locale,
) {
  const club = await clubOf(deps, auth.clubId);
  const { items } = await listRedemptions(deps, auth, filters);
  return redemptionsCsv(items, locale, club.timezone);
}

export async function listAuditLog(deps: Deps, auth: StaffContext, before?: number) {
  const rows = await selectAudit(deps.db, auth.clubId, before);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      staff_name: row.staffName || row.staffEmail || null,
      subject: row.subject,
      details: row.details,
    })),
  };
}
