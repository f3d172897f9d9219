import { swedenLoginBodySchema } from '../../validation/federation';
import { defineContract } from '../define';
import { zFederationResult } from './shapes';

export const swedenLogin = defineContract({
  method: 'POST',
  path: '/login/sweden',
  auth: 'public',
  summary:
    'Swedish golf-union sign-in (MinGolf) with golf ID and password; answers the federation login result. Failures count toward the login lock-out',
  tags: ['federation'],
  body: swedenLoginBodySchema,
  response: zFederationResult,
});
