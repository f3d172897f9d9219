import { z } from 'zod';
import { defineContract } from '../define';
import { periodChecks, zPeriodFields } from './get-period-report';
import { OWNER_ONLY } from './shapes';

/**
 * The back office's reports for a period (issue #35): sales lines with their credit notes, the
 * vouchers issued, VAT per rate, and what the club owes at the end of the period (outstanding
 * vouchers, ball money, gift-card credit). Headers in the caller's language, times in the club's
 * zone; the CSV follows the redemptions export (a UTF-8 BOM, `;` and a decimal comma except in
 * English: apps/api/src/modules/partner/redemptions-csv.ts).
 */
export const REPORT_KINDS = ['sales', 'issued', 'vat', 'liability'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const params = z.object({ report: z.enum(REPORT_KINDS, { error: 'validation.invalid' }) });
const query = periodChecks(z.object(zPeriodFields));

export const exportReportCsv = defineContract({
  method: 'GET',
  path: '/partner/reports/:report/csv',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'A back-office report for a period as CSV (text/csv)',
  tags: ['partner'],
  params,
  query,
  response: z.string().describe('text/csv'),
});

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const exportReportXlsx = defineContract({
  method: 'GET',
  path: '/partner/reports/:report/xlsx',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'A back-office report for a period as an Excel workbook (.xlsx)',
  tags: ['partner'],
  params,
  query,
  response: z.string().describe(XLSX_CONTENT_TYPE),
});
