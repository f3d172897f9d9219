import { changeClub } from '@golfwallet/core/contracts/user/change-club';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/current-user-key';

/** PATCH /user/club: joins or changes union; the answer replaces the stored profile. */
export function useChangeClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { union_id: number; member_number: string; birth_date: string }) =>
      api(changeClub, { body }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
