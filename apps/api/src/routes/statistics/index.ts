import { recordPageView as recordPageViewContract } from '@golfwallet/core/contracts/statistics/record-page-view';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { recordPageView } from '../../modules/statistics/statistics.service';
import { route } from '../route';

export function statisticsRoutes(api: FastifyInstance, deps: Deps) {
  route(api, deps, recordPageViewContract, ({ body }) => recordPageView(deps, body.path));
}
