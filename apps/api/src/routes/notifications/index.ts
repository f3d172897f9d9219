import { getNotificationSettings as getSettingsContract } from '@golfwallet/core/contracts/notifications/get-notification-settings';
import { listNotifications as listContract } from '@golfwallet/core/contracts/notifications/list-notifications';
import { markNotificationsRead as markReadContract } from '@golfwallet/core/contracts/notifications/mark-notifications-read';
import { updateNotificationSettings as updateSettingsContract } from '@golfwallet/core/contracts/notifications/update-notification-settings';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import {
  getNotificationSettings,
  listNotifications,
  markNotificationsRead,
  updateNotificationSettings,
} from '../../modules/notifications/notifications.service';
import { route } from '../route';

export function notificationRoutes(api: FastifyInstance, deps: Deps) {
  route(api, deps, listContract, ({ auth, query }) => listNotifications(deps, auth, query));
  route(api, deps, markReadContract, ({ auth, body }) => markNotificationsRead(deps, auth, body.ids));
  route(api, deps, getSettingsContract, ({ auth }) => getNotificationSettings(deps, auth));
  route(api, deps, updateSettingsContract, ({ auth, body }) => updateNotificationSettings(deps, auth, body));
}
