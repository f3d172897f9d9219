import { removeStaff } from '@golfwallet/core/contracts/partner/remove-staff';
import { setStaffActive } from '@golfwallet/core/contracts/partner/set-staff-active';
import { setStaffRole } from '@golfwallet/core/contracts/partner/set-staff-role';
import { withdrawInvitation } from '@golfwallet/core/contracts/partner/withdraw-invitation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from './partner-api';
import { partnerKeys } from './staff-session';

/** One change an owner makes to the club's staff (the Staff page). */
export type StaffChange =
  | { kind: 'role'; staffId: number; role: 'owner' | 'desk' }
  | { kind: 'active'; staffId: number; active: boolean }
  | { kind: 'remove'; staffId: number }
  | { kind: 'withdraw'; staffId: number };

function send(change: StaffChange) {
  const params = { staff_id: change.staffId };
  switch (change.kind) {
    case 'role':
      return partnerApi(setStaffRole, { params, body: { role: change.role } });
    case 'active':
      return partnerApi(setStaffActive, { params, body: { active: change.active } });
    case 'remove':
      return partnerApi(removeStaff, { params });
    case 'withdraw':
      return partnerApi(withdrawInvitation, { params });
  }
}

/**
 * Sends a staff change; afterwards the staff list and the audit log are read again, and so is the
 * caller's own session (an owner who made themselves desk sees the desk's portal).
 */
export function useStaffChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerKeys.staff() }),
        queryClient.invalidateQueries({ queryKey: partnerKeys.audit() }),
        queryClient.invalidateQueries({ queryKey: partnerKeys.me() }),
      ]),
  });
}
