import { getStaffMe } from '@golfwallet/core/contracts/partner/get-staff-me';
import { recoverStaffPassword } from '@golfwallet/core/contracts/partner/recover-staff-password';
import { setStaffPassword } from '@golfwallet/core/contracts/partner/set-staff-password';
import { staffLogin } from '@golfwallet/core/contracts/partner/staff-login';
import { staffLogout } from '@golfwallet/core/contracts/partner/staff-logout';
import { switchClub } from '@golfwallet/core/contracts/partner/switch-club';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setStaffToken, useStaffToken } from '../model/staff-session';
import { partnerApi } from './partner-api';

export const partnerKeys = {
  all: ['partner'] as const,
  me: () => ['partner', 'me'] as const,
  products: () => ['partner', 'products'] as const,
  product: (id: number) => ['partner', 'products', id] as const,
  redemptions: (filters: object) => ['partner', 'redemptions', filters] as const,
  audit: () => ['partner', 'audit'] as const,
  offerRecipients: (productId: number, audience: string) =>
    ['partner', 'offer-recipients', productId, audience] as const,
  staff: () => ['partner', 'staff'] as const,
  range: () => ['partner', 'range'] as const,
  shopSettings: () => ['partner', 'shop-settings'] as const,
};

/** The signed-in staff member and the current club; disabled without a staff session. */
export function useStaffMe() {
  const token = useStaffToken();
  return useQuery({
    queryKey: partnerKeys.me(),
    queryFn: () => partnerApi(getStaffMe, {}),
    enabled: token !== null,
  });
}

export function useStaffLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => partnerApi(staffLogin, { body }),
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: partnerKeys.all });
      setStaffToken(result.session_id);
    },
  });
}

export function useStaffLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => partnerApi(staffLogout, {}),
    onSettled: () => {
      setStaffToken(null);
      queryClient.removeQueries({ queryKey: partnerKeys.all });
    },
  });
}

/** Switches the session's club; every portal answer belonged to the old club, so all are dropped. */
export function useSwitchClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clubId: number) => partnerApi(switchClub, { body: { club_id: clubId } }),
    onSuccess: (me) => {
      queryClient.removeQueries({ queryKey: partnerKeys.all });
      queryClient.setQueryData(partnerKeys.me(), me);
    },
  });
}

export function useRecoverStaffPassword() {
  return useMutation({
    mutationFn: (email: string) => partnerApi(recoverStaffPassword, { body: { email } }),
  });
}

export function useSetStaffPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; name?: string }) =>
      partnerApi(setStaffPassword, { body }),
  });
}
