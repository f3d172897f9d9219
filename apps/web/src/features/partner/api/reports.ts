import { basicAuthHeader } from '@golfwallet/core/client/api-client';
import { exportRedemptions } from '@golfwallet/core/contracts/partner/export-redemptions';
import { inviteStaff } from '@golfwallet/core/contracts/partner/invite-staff';
import { listAudit } from '@golfwallet/core/contracts/partner/list-audit';
import { listRedemptions } from '@golfwallet/core/contracts/partner/list-redemptions';
import { listStaff } from '@golfwallet/core/contracts/partner/list-staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n';
import { staffToken } from '../model/staff-session';
import { partnerApi, partnerUrl } from './partner-api';
import { partnerKeys } from './staff-session';

export interface RedemptionFilters {
  from?: string;
  to?: string;
  product_id?: number;
}

export function useRedemptions(filters: RedemptionFilters) {
  return useQuery({
    queryKey: partnerKeys.redemptions(filters),
    queryFn: () => partnerApi(listRedemptions, { query: filters }),
  });
}

/** Downloads the CSV export with the staff session (a plain link could not carry it). */
export async function downloadRedemptionsCsv(filters: RedemptionFilters): Promise<void> {
  const token = staffToken.get();
  const response = await fetch(partnerUrl(exportRedemptions.path, { ...filters }), {
    headers: {
      ...(token ? { authorization: basicAuthHeader(token) } : {}),
      'accept-language': i18n.language,
    },
  });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'redemptions.csv';
  link.click();
  URL.revokeObjectURL(url);
}

export function useAudit() {
  return useQuery({ queryKey: partnerKeys.audit(), queryFn: () => partnerApi(listAudit, { query: {} }) });
}

export function useStaffList() {
  return useQuery({ queryKey: partnerKeys.staff(), queryFn: () => partnerApi(listStaff, {}) });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; role: 'owner' | 'desk' }) => partnerApi(inviteStaff, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.staff() }),
  });
}
