import { deleteUser } from '@golfwallet/core/contracts/user/delete-user';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** DELETE /user/delete?member_id=<own user id>: deletes the account and all it holds. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (userId: number) => api(deleteUser, { query: { member_id: String(userId) } }),
  });
}
