import { checkMembership } from '@golfwallet/core/contracts/user/check-membership';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { memberCheckLocale } from '../model/default-union';

export interface MembershipQuery {
  unionId: number;
  memberNumber: string;
  birthDate: string;
}

/** GET /user/member/:union/:member_number/:birth_date (spec §7): the server check of the union step. */
export function useCheckMembership() {
  return useMutation({
    mutationFn: (input: MembershipQuery) =>
      api(checkMembership, {
        params: {
          union: String(input.unionId),
          member_number: input.memberNumber,
          birth_date: input.birthDate,
        },
        query: { locale: memberCheckLocale(i18n.language) },
      }),
  });
}
