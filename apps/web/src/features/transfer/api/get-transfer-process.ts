import { getTransferProcess } from '@golfwallet/core/contracts/transfers/get-transfer-process';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const transferProcessKeys = {
  all: ['transfer-process'] as const,
  detail: (token: string, locale: string) => [...transferProcessKeys.all, token, locale] as const,
};

/** GET /transfer-process/:token: the voucher name (and recipient) a transfer link stands for. */
export function transferProcessQueryOptions(token: string, locale: string) {
  return queryOptions({
    queryKey: transferProcessKeys.detail(token, locale),
    queryFn: () => api(getTransferProcess, { params: { token }, query: { locale } }),
    retry: false,
  });
}

export function useTransferProcess(token: string, locale: string, enabled: boolean) {
  return useQuery({ ...transferProcessQueryOptions(token, locale), enabled });
}
