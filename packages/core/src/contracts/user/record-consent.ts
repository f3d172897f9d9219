import { z } from 'zod';
import { CONSENT_KINDS, CONSENT_SOURCES } from '../../domain/consents';
import { defineContract } from '../define';

/**
 * Stores a consent answer of the signed-in golfer (the cookie banner's choice; newsletter and club
 * offers are stored by PATCH /user as well) with the time and the version of the text shown.
 */
export const recordConsent = defineContract({
  method: 'POST',
  path: '/user/consents',
  auth: 'session',
  summary: 'Stores a consent answer with its time and text version',
  tags: ['user'],
  status: 201,
  body: z.strictObject({
    kind: z.enum(CONSENT_KINDS, { error: 'validation.invalid' }),
    granted: z.boolean({ error: 'validation.invalid' }),
    source: z.enum(CONSENT_SOURCES, { error: 'validation.invalid' }),
  }),
  response: z.object({
    kind: z.enum(CONSENT_KINDS),
    granted: z.boolean(),
    text_version: z.string(),
    at: z.string(),
  }),
});
