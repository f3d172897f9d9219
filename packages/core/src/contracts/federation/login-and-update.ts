import { loginAndUpdateSchema } from '../../validation/federation';
import { defineContract } from '../define';
import { zFederationSession } from './shapes';

export const loginAndUpdate = defineContract({
  method: 'POST',
  path: '/login/update',
  auth: 'public',
  summary:
    "Import: logs in with e-mail and password and adds the union sign-in's golf ID to the account, or replaces one of its golf IDs",
  tags: ['federation'],
  body: loginAndUpdateSchema,
  response: zFederationSession,
});
