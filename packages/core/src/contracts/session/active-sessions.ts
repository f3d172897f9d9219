import { z } from 'zod';
import { defineContract } from '../define';

/**
 * The golfer's own signed-in devices (ASVS 7.5.2): each live session with its device, when it
 * signed in and when it was last used; the caller's own is marked. Ending one or all of the others
 * needs the golfer to authenticate again (the current password; an account without one: a sign-in
 * in the last 10 minutes).
 */

/** A session's public id: the first 22 hex digits of the stored hash, never the session id itself. */
export const zSessionRef = z.string().regex(/^[0-9a-f]{22}$/, { error: 'validation.invalid' });

export const zActiveSession = z.object({
  id: z.string(),
  /** web, ios or android as the device said at sign-in; null when it did not say. */
  device_platform: z.enum(['web', 'ios', 'android']).nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601. */
  last_used_at: z.string(),
  /** ISO 8601: idle or absolute expiry, whichever comes first. */
  expires_at: z.string(),
  /** The session of this request. */
  current: z.boolean(),
});
export type ActiveSession = z.output<typeof zActiveSession>;

export const listActiveSessions = defineContract({
  method: 'GET',
  path: '/sessions',
  auth: 'session',
  summary: "The caller's live sessions (devices), newest first; the caller's own is marked current",
  tags: ['session'],
  response: z.object({ sessions: z.array(zActiveSession) }),
});

export const endActiveSessions = defineContract({
  method: 'POST',
  path: '/sessions/end',
  auth: 'session',
  summary:
    "Ends one of the caller's other sessions (id) or all of them (no id), after the current password; never the caller's own (DELETE /session)",
  tags: ['session'],
  body: z.strictObject({
    id: zSessionRef.optional(),
    current_password: z
      .string({ error: 'validation.currentPasswordRequired' })
      .max(200, { error: 'validation.currentPasswordWrong' })
      .optional(),
  }),
  response: z.object({ ended: z.number().int() }),
});
