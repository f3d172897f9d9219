import { updateWithTicketSchema } from '../../validation/federation';
import { defineContract } from '../define';
import { zFederationSession } from './shapes';

export const updateWithSessionId = defineContract({
  method: 'POST',
  path: '/login/update-session',
  auth: 'public',
  summary:
    "Update with the federation result's update session id: adds or replaces a golf ID on the account whose e-mail the union verified, and logs in",
  tags: ['federation'],
  body: updateWithTicketSchema,
  response: zFederationSession,
});
