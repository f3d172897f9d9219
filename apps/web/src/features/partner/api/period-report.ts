import { basicAuthHeader } from '@golfwallet/core/client/api-client';
import {
  exportReportCsv,
  exportReportXlsx,
  type ReportKind,
} from '@golfwallet/core/contracts/partner/export-report';
import { getPeriodReport } from '@golfwallet/core/contracts/partner/get-period-report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n';
import { staffToken } from '../model/staff-session';
import { partnerApi, partnerUrl } from './partner-api';

export interface ReportPeriod {
  from: string;
  to: string;
}

export const periodReportKeys = {
  period: (period: ReportPeriod) => ['partner', 'reports', period.from, period.to] as const,
};

/** The period's figures (GET /partner/reports/period); the last answer stays while the next loads. */
export function usePeriodReport(period: ReportPeriod, enabled: boolean) {
  return useQuery({
    queryKey: periodReportKeys.period(period),
    queryFn: () => partnerApi(getPeriodReport, { query: period }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Downloads one report as CSV or .xlsx with the staff session (a plain link could not carry it). */
export async function downloadReport(kind: ReportKind, format: 'csv' | 'xlsx', period: ReportPeriod) {
  const contract = format === 'csv' ? exportReportCsv : exportReportXlsx;
  const token = staffToken.get();
  const response = await fetch(partnerUrl(contract.path.replace(':report', kind), { ...period }), {
    headers: {
      ...(token ? { authorization: basicAuthHeader(token) } : {}),
      'accept-language': i18n.language,
    },
  });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind}-${period.from}-${period.to}.${format}`;
  link.click();
  URL.revokeObjectURL(url);
}
