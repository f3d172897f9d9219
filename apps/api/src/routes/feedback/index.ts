import { createFeedback } from '@golfwallet/core/contracts/feedback/create-feedback';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { submitFeedback } from '../../modules/feedback/feedback.service';
import { route } from '../route';

export function feedbackRoutes(api: FastifyInstance, deps: Deps) {
  route(api, deps, createFeedback, ({ auth, body }) => submitFeedback(deps, auth, body));
}
