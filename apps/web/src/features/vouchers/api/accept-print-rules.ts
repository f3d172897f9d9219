import { updateUser } from '@golfwallet/core/contracts/user/update-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/current-user-key';

/** PATCH /user {print_rules_accepted: true}: the golfer agreed to the print rules. */
export function acceptPrintRules() {
  return api(updateUser, { body: { print_rules_accepted: true } });
}

/** Saves the agreement and keeps the stored profile in step, so the notice is not shown again. */
export function useAcceptPrintRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPrintRules,
    onSuccess: (profile) => queryClient.setQueryData(currentUserQueryKey, profile),
  });
}
