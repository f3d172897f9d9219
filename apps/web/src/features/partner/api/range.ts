import { createDispenser } from '@golfwallet/core/contracts/partner/create-dispenser';
import { getRange } from '@golfwallet/core/contracts/partner/get-range';
import { setDispenserEnabled } from '@golfwallet/core/contracts/partner/set-dispenser-enabled';
import { updateDispenser } from '@golfwallet/core/contracts/partner/update-dispenser';
import { updateRangeSettings } from '@golfwallet/core/contracts/partner/update-range-settings';
import type { DispenserFormValues, RangeSettingsInput } from '@golfwallet/core/validation/range-config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from './partner-api';
import { partnerKeys } from './staff-session';

export function useRange() {
  return useQuery({ queryKey: partnerKeys.range(), queryFn: () => partnerApi(getRange, {}) });
}

function useRangeMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.range() }),
  });
}

export function useSaveRangeSettings() {
  return useRangeMutation((body: RangeSettingsInput) => partnerApi(updateRangeSettings, { body }));
}

/** Adds (no id) or changes (id) a dispenser; the page's list refreshes. */
export function useSaveDispenser(id: number | undefined) {
  return useRangeMutation((body: DispenserFormValues) =>
    id === undefined
      ? partnerApi(createDispenser, { body })
      : partnerApi(updateDispenser, { params: { id }, body }),
  );
}

export function useSetDispenserEnabled() {
  return useRangeMutation((input: { id: number; enabled: boolean }) =>
    partnerApi(setDispenserEnabled, { params: { id: input.id }, body: { enabled: input.enabled } }),
  );
}
