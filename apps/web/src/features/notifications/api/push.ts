import { getPushConfig, subscribePush, unsubscribePush } from '@golfwallet/core/contracts/push/push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { device } from '../../../lib/platform/device';

const deviceKey = ['push', 'device'] as const;

/** Whether this device can receive pushes at all. */
export function usePushSupported() {
  return useQuery({
    queryKey: ['push', 'supported'],
    queryFn: async () => (await device()).push.supported(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Whether this device has a push subscription now (null: none). */
export function usePushDevice() {
  return useQuery({
    queryKey: deviceKey,
    queryFn: async () => (await device()).push.current(),
    enabled: usePushSupported().data === true,
  });
}

/**
 * Turns push on for this device: the server's VAPID key (GET /push/config), the browser's
 * subscription with it (permission asked here), then PUT /push/subscription stores it.
 */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const config = await api(getPushConfig, {});
      const subscription = await (await device()).push.subscribe(config.public_key);
      await api(subscribePush, { body: subscription });
      return subscription;
    },
    onSuccess: (subscription) => queryClient.setQueryData(deviceKey, subscription),
  });
}

/** Turns push off for this device: the browser forgets it, and so does the server. */
export function useTurnOffPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const endpoint = await (await device()).push.unsubscribe();
      if (endpoint) await api(unsubscribePush, { body: { endpoint } });
    },
    onSuccess: () => queryClient.setQueryData(deviceKey, null),
  });
}
