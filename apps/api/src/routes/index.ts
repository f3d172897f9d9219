import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { feedbackRoutes } from './feedback/index';
import { federationRoutes } from './federation/index';
import { healthRoutes } from './health/index';
import { notificationRoutes } from './notifications/index';
import { pushRoutes } from './push/index';
import { webauthnRoutes } from './webauthn/index';
import { partnerRoutes } from './partner/index';
import { rangeRoutes } from './range/index';
import { referenceRoutes } from './reference/index';
import { sessionRoutes } from './session/index';
import { shopRoutes } from './shop/index';
import { statisticsRoutes } from './statistics/index';
import { transferRoutes } from './transfers/index';
import { userRoutes } from './user/index';
import { voucherRoutes } from './vouchers/index';
import { walletRoutes } from './wallet/index';

/** Every API route, mounted under /api/v1. */
export async function registerApiRoutes(api: FastifyInstance, deps: Deps) {
  healthRoutes(api, deps);
  sessionRoutes(api, deps);
  userRoutes(api, deps);
  referenceRoutes(api, deps);
  voucherRoutes(api, deps);
  walletRoutes(api, deps);
  transferRoutes(api, deps);
  shopRoutes(api, deps);
  feedbackRoutes(api, deps);
  notificationRoutes(api, deps);
  pushRoutes(api, deps);
  webauthnRoutes(api, deps);
  statisticsRoutes(api, deps);
  federationRoutes(api, deps);
  partnerRoutes(api, deps);
  await rangeRoutes(api, deps);
}
