import {
  getPushConfig as configContract,
  subscribePush as subscribeContract,
  unsubscribePush as unsubscribeContract,
} from '@golfwallet/core/contracts/push/push';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { getPushConfig, subscribePush, unsubscribePush } from '../../modules/push/push.service';
import { route } from '../route';

/** Web Push on the golfer's devices (spec §2 "Notifications"). */
export function pushRoutes(api: FastifyInstance, deps: Deps) {
  route(api, deps, configContract, async () => getPushConfig(deps));
  route(api, deps, subscribeContract, ({ auth, body }) => subscribePush(deps, auth, body));
  route(api, deps, unsubscribeContract, ({ auth, body }) => unsubscribePush(deps, auth, body.endpoint));
}
