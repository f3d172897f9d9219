import type { PushSubscriptionBody } from '@golfwallet/core/contracts/push/shapes';
import { DEFAULT_LOCALE, toLocale } from '@golfwallet/core/i18n/locales';
import { translate } from '@golfwallet/core/i18n/translate';
import { pushKeysFor } from '../../adapters/push/web-push';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../plugins/auth';
import type { NewNotification } from '../notifications/notifications.repository';
import { deleteOwnSubscription, devicesOf, enqueuePushes, upsertSubscription } from './push.repository';

/** The key a device subscribes with, and whether pushes really leave the server. */
export function getPushConfig(deps: Deps) {
  const keys = pushKeysFor(deps.config);
  return { public_key: keys.publicKey, delivery: keys.delivery };
}

export async function subscribePush(deps: Deps, auth: AuthContext, body: PushSubscriptionBody) {
  await upsertSubscription(deps.db, {
    userId: auth.user.id,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    createdAt: deps.now(),
  });
  return { subscribed: true as const };
}

/** Another golfer's endpoint is left alone (removed: false), exactly like an unknown one. */
export async function unsubscribePush(deps: Deps, auth: AuthContext, endpoint: string) {
  return { removed: await deleteOwnSubscription(deps.db, auth.user.id, endpoint) };
}

/**
 * One push per notification and device of its golfer, in the golfer's language, queued in the
 * transaction that wrote the notifications (so a push exists exactly when its notification does).
 */
export async function queueNotificationPushes(db: DbOrTx, notifications: NewNotification[]) {
  const devices = await devicesOf(db, [...new Set(notifications.map((row) => row.userId))]);
  await enqueuePushes(
    db,
    notifications.flatMap((notification) =>
      devices
        .filter((device) => device.userId === notification.userId)
        .map((device) => {
          const locale = toLocale(device.language) ?? DEFAULT_LOCALE;
          return {
            subscriptionId: device.subscriptionId,
            recipient: device.email,
            title: translate(locale, 'common.appName'),
            body: translate(locale, `app.notifications.kinds.${notification.kind}`, {
              name: notification.voucherName,
            }),
            template: `push_${notification.kind}`,
            locale,
          };
        }),
    ),
  );
}
