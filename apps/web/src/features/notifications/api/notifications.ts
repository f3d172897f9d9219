import { getNotificationSettings } from '@golfwallet/core/contracts/notifications/get-notification-settings';
import { listNotifications } from '@golfwallet/core/contracts/notifications/list-notifications';
import { markNotificationsRead } from '@golfwallet/core/contracts/notifications/mark-notifications-read';
import type { NotificationSettings } from '@golfwallet/core/contracts/notifications/shapes';
import { updateNotificationSettings } from '@golfwallet/core/contracts/notifications/update-notification-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: () => [...notificationKeys.all, 'inbox'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

/** The newest 50 notifications and the unread count (GET /notifications); polled while shown. */
export const inboxQueryOptions = queryOptions({
  queryKey: notificationKeys.inbox(),
  queryFn: () => api(listNotifications, { query: { offset: 0, limit: 50 } }),
  refetchInterval: 60_000,
});

export function useInbox(enabled = true) {
  return useQuery({ ...inboxQueryOptions, enabled });
}

/** POST /notifications/read (all when no ids). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => api(markNotificationsRead, { body: ids ? { ids } : {} }),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.inbox() }),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: () => api(getNotificationSettings, {}),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => api(updateNotificationSettings, { body: settings }),
    networkMode: 'always',
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings(), saved),
  });
}
