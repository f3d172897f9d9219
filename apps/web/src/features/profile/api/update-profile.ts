import { updateUser } from '@golfwallet/core/contracts/user/update-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/current-user-key';
import type { ProfilePatchBody } from '../model/profile-form';

/** PATCH /user; the answer replaces the stored profile (spec §4 "Update user"). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatchBody) => api(updateUser, { body: patch }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
