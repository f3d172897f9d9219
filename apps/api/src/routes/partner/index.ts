import { createDispenser as createDispenserContract } from '@golfwallet/core/contracts/partner/create-dispenser';
import { getRange as getRangeContract } from '@golfwallet/core/contracts/partner/get-range';
import { setDispenserEnabled as setDispenserEnabledContract } from '@golfwallet/core/contracts/partner/set-dispenser-enabled';
import { updateDispenser as updateDispenserContract } from '@golfwallet/core/contracts/partner/update-dispenser';
import { updateRangeSettings as updateRangeSettingsContract } from '@golfwallet/core/contracts/partner/update-range-settings';
import { createProduct as createProductContract } from '@golfwallet/core/contracts/partner/create-product';
import { deskLookup } from '@golfwallet/core/contracts/partner/desk-lookup';
import { deskRedeem } from '@golfwallet/core/contracts/partner/desk-redeem';
import { deskSearch } from '@golfwallet/core/contracts/partner/desk-search';
import {
  exportReportCsv as exportReportCsvContract,
  exportReportXlsx as exportReportXlsxContract,
  XLSX_CONTENT_TYPE,
} from '@golfwallet/core/contracts/partner/export-report';
import { exportRedemptions } from '@golfwallet/core/contracts/partner/export-redemptions';
import { getPeriodReport as getPeriodReportContract } from '@golfwallet/core/contracts/partner/get-period-report';
import { getShopSettings as getShopSettingsContract } from '@golfwallet/core/contracts/partner/get-shop-settings';
import { getProduct as getProductContract } from '@golfwallet/core/contracts/partner/get-product';
import { getStaffMe } from '@golfwallet/core/contracts/partner/get-staff-me';
import { inviteStaff as inviteStaffContract } from '@golfwallet/core/contracts/partner/invite-staff';
import {
  getBulkIssue as getBulkIssueContract,
  previewBulkIssue as previewBulkIssueContract,
  startBulkIssue as startBulkIssueContract,
} from '@golfwallet/core/contracts/partner/bulk-issue';
import { issueVoucher } from '@golfwallet/core/contracts/partner/issue-voucher';
import { listAudit } from '@golfwallet/core/contracts/partner/list-audit';
import { listProducts as listProductsContract } from '@golfwallet/core/contracts/partner/list-products';
import { listRedemptions as listRedemptionsContract } from '@golfwallet/core/contracts/partner/list-redemptions';
import { listStaff as listStaffContract } from '@golfwallet/core/contracts/partner/list-staff';
import { removeStaff as removeStaffContract } from '@golfwallet/core/contracts/partner/remove-staff';
import { setStaffActive as setStaffActiveContract } from '@golfwallet/core/contracts/partner/set-staff-active';
import { setStaffRole as setStaffRoleContract } from '@golfwallet/core/contracts/partner/set-staff-role';
import { withdrawInvitation as withdrawInvitationContract } from '@golfwallet/core/contracts/partner/withdraw-invitation';
import { recoverStaffPassword } from '@golfwallet/core/contracts/partner/recover-staff-password';
import { sendOffer as sendOfferContract } from '@golfwallet/core/contracts/partner/send-offer';
import { countOfferRecipients } from '@golfwallet/core/contracts/partner/count-offer-recipients';
import { setProductStatus as setProductStatusContract } from '@golfwallet/core/contracts/partner/set-product-status';
import { setStaffPassword as setStaffPasswordContract } from '@golfwallet/core/contracts/partner/set-staff-password';
import { staffLogin } from '@golfwallet/core/contracts/partner/staff-login';
import { staffLogout } from '@golfwallet/core/contracts/partner/staff-logout';
import { switchClub as switchClubContract } from '@golfwallet/core/contracts/partner/switch-club';
import { undoRedemption as undoContract } from '@golfwallet/core/contracts/partner/undo-redemption';
import { updateProduct as updateProductContract } from '@golfwallet/core/contracts/partner/update-product';
import { updateShopSettings as updateShopSettingsContract } from '@golfwallet/core/contracts/partner/update-shop-settings';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import {
  lookUpVoucher,
  redeemAtDesk,
  searchDeskVouchers,
  undoRedemption,
} from '../../modules/partner/desk.service';
import { getBulkIssue, previewBulkIssue, startBulkIssue } from '../../modules/partner/bulk-issue.service';
import { countRecipients, issueToGolfer, sendOffer } from '../../modules/partner/issue.service';
import {
  createProduct,
  getProduct,
  listProducts,
  setProductStatus,
  updateProduct,
} from '../../modules/partner/product.service';
import {
  createDispenser,
  getRange,
  setDispenserEnabled,
  updateDispenser,
  updateRangeSettings,
} from '../../modules/partner/range-config.service';
import { exportRedemptionsCsv, listAuditLog, listRedemptions } from '../../modules/partner/reports.service';
import { getPeriodReport } from '../../modules/partner/period-report.service';
import {
  exportReportCsv,
  exportReportXlsx,
  reportFileName,
} from '../../modules/partner/report-exports.service';
import { getShopSettings, updateShopSettings } from '../../modules/partner/shop-settings.service';
import {
  describeStaff,
  inviteStaff,
  requestStaffPasswordReset,
  setStaffPassword,
  staffLogIn,
  staffLogOut,
  switchClub,
} from '../../modules/partner/staff.service';
import {
  listStaff,
  removeStaff,
  setStaffActive,
  setStaffRole,
  withdrawInvitation,
} from '../../modules/partner/staff-management.service';
import { route } from '../route';
import { partnerRoute, partnerRouteWithRead } from './partner-route';

/** The club portal's API (/partner/…): staff sessions, products, desk, issue and offers, reports. */
export function partnerRoutes(api: FastifyInstance, deps: Deps) {
  route(api, deps, staffLogin, ({ body, request }) => staffLogIn(deps, body, { ip: request.ip }));
  route(api, deps, recoverStaffPassword, ({ body }) => requestStaffPasswordReset(deps, body.email));
  route(api, deps, setStaffPasswordContract, ({ body }) => setStaffPassword(deps, body));

  partnerRoute(api, deps, getStaffMe, ({ staff }) => describeStaff(deps, staff));
  partnerRoute(api, deps, staffLogout, ({ staff }) => staffLogOut(deps, staff));
  partnerRoute(api, deps, switchClubContract, ({ staff, body }) => switchClub(deps, staff, body.club_id));
  partnerRoute(api, deps, inviteStaffContract, ({ staff, body, locale }) =>
    inviteStaff(deps, staff, body, locale),
  );
  partnerRoute(api, deps, listStaffContract, ({ staff }) => listStaff(deps, staff));
  partnerRoute(api, deps, setStaffRoleContract, ({ staff, params, body }) =>
    setStaffRole(deps, staff, params.staff_id, body.role),
  );
  partnerRoute(api, deps, setStaffActiveContract, ({ staff, params, body }) =>
    setStaffActive(deps, staff, params.staff_id, body.active),
  );
  partnerRoute(api, deps, removeStaffContract, ({ staff, params }) =>
    removeStaff(deps, staff, params.staff_id),
  );
  partnerRoute(api, deps, withdrawInvitationContract, ({ staff, params }) =>
    withdrawInvitation(deps, staff, params.staff_id),
  );

  partnerRoute(api, deps, listProductsContract, ({ staff }) => listProducts(deps, staff));
  partnerRoute(api, deps, getProductContract, ({ staff, params }) => getProduct(deps, staff, params.id));
  partnerRoute(api, deps, createProductContract, ({ staff, body }) => createProduct(deps, staff, body));
  partnerRoute(api, deps, updateProductContract, ({ staff, params, body }) =>
    updateProduct(deps, staff, params.id, body),
  );
  partnerRoute(api, deps, setProductStatusContract, ({ staff, params, body }) =>
    setProductStatus(deps, staff, params.id, body.status),
  );

  partnerRouteWithRead(api, deps, deskLookup, ({ caller, params, query, locale }) =>
    lookUpVoucher(deps, caller, params.number, locale, query.playing_with_member),
  );
  partnerRouteWithRead(api, deps, deskRedeem, ({ caller, body, headers }) =>
    redeemAtDesk(deps, caller, body, headers['idempotency-key']),
  );
  partnerRoute(api, deps, deskSearch, ({ staff, query }) => searchDeskVouchers(deps, staff, query.q));
  partnerRoute(api, deps, undoContract, ({ staff, params }) => undoRedemption(deps, staff, params.id));

  partnerRoute(api, deps, issueVoucher, ({ staff, body }) => issueToGolfer(deps, staff, body));
  partnerRoute(api, deps, countOfferRecipients, ({ staff, query }) => countRecipients(deps, staff, query));
  partnerRoute(api, deps, sendOfferContract, ({ staff, body }) => sendOffer(deps, staff, body));
  partnerRoute(api, deps, previewBulkIssueContract, ({ staff, body }) => previewBulkIssue(deps, staff, body));
  partnerRoute(api, deps, startBulkIssueContract, ({ staff, body }) => startBulkIssue(deps, staff, body));
  partnerRoute(api, deps, getBulkIssueContract, ({ staff, params }) => getBulkIssue(deps, staff, params.id));

  partnerRoute(api, deps, listRedemptionsContract, ({ staff, query }) => listRedemptions(deps, staff, query));
  partnerRoute(
    api,
    deps,
    exportRedemptions,
    async ({ staff, query, reply, locale }) => {
      const csv = await exportRedemptionsCsv(deps, staff, query, locale);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="redemptions.csv"')
        .header('cache-control', 'private, no-store');
      return csv;
    },
    { produces: 'text/csv' },
  );
  partnerRoute(
    api,
    deps,
    exportReportCsvContract,
    async ({ staff, params, query, request, reply, locale }) => {
      // A year of a club's sales is megabytes of text: sent compressed to a client that accepts it.
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      const csv = await exportReportCsv(
        deps,
        staff,
        params.report,
        query,
        locale,
        gzip ? 'gzip' : 'identity',
      );
      if (gzip) reply.header('content-encoding', 'gzip');
      reply
        .header('vary', 'accept-encoding')
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${reportFileName(params.report, query, 'csv')}"`,
        )
        .header('cache-control', 'private, no-store');
      return csv;
    },
    { produces: 'text/csv' },
  );
  partnerRoute(
    api,
    deps,
    exportReportXlsxContract,
    async ({ staff, params, query, reply, locale }) => {
      const file = await exportReportXlsx(deps, staff, params.report, query, locale);
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${reportFileName(params.report, query, 'xlsx')}"`,
        )
        .header('cache-control', 'private, no-store');
      return file;
    },
    { produces: XLSX_CONTENT_TYPE },
  );
  partnerRoute(api, deps, getPeriodReportContract, ({ staff, query }) => getPeriodReport(deps, staff, query));
  partnerRoute(api, deps, listAudit, ({ staff, query }) => listAuditLog(deps, staff, query.before));

  partnerRoute(api, deps, getRangeContract, ({ staff }) => getRange(deps, staff));
  partnerRoute(api, deps, updateRangeSettingsContract, ({ staff, body }) =>
    updateRangeSettings(deps, staff, body),
  );
  partnerRoute(api, deps, createDispenserContract, ({ staff, body }) => createDispenser(deps, staff, body));
  partnerRoute(api, deps, updateDispenserContract, ({ staff, params, body }) =>
    updateDispenser(deps, staff, params.id, body),
  );
  partnerRoute(api, deps, setDispenserEnabledContract, ({ staff, params, body }) =>
    setDispenserEnabled(deps, staff, params.id, body.enabled),
  );

  partnerRoute(api, deps, getShopSettingsContract, ({ staff }) => getShopSettings(deps, staff));
  partnerRoute(api, deps, updateShopSettingsContract, ({ staff, body }) =>
    updateShopSettings(deps, staff, body),
  );
}
