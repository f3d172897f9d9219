import { federationRegisterSchema } from '../../validation/federation';
import { defineContract } from '../define';
import { zFederationSession } from './shapes';

export const registerFederatedUser = defineContract({
  method: 'POST',
  path: '/login/oauth2/register',
  auth: 'public',
  summary:
    'Automatic registration after a union sign-in: creates the account from the verified union data (imported_union_user, no password) and logs in',
  tags: ['federation'],
  body: federationRegisterSchema,
  status: 201,
  response: zFederationSession,
});
