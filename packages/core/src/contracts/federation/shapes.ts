import { z } from 'zod';

/**
 * The federation login result (spec §3), as the Swedish login answers it and as the return page's
 * exchange of its one-time code answers it (never in an address). `session_id` when the verified golf ID already
 * belongs to an account; otherwise `updateSessionId` is the single-use proof of the sign-in that
 * registration, import and update present.
 */
export const zFederationResult = z.object({
  session_id: z.string().optional(),
  existing_golf_ids: z.string().optional(),
  updateSessionId: z.string().optional(),
  golfId: z.string().optional(),
  golfUnionId: z.string().optional(),
  birthDate: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  country: z.string().optional(),
  sex: z.string().optional(),
  memberGuid: z.string().optional(),
  phoneNumber: z.string().optional(),
  clubId: z.string().optional(),
  memberType: z.string().optional(),
  clubName: z.string().optional(),
  nfcCardNumber: z.string().optional(),
});
export type FederationResultPayload = z.output<typeof zFederationResult>;

/** A new session after registration, import or update. */
export const zFederationSession = z.object({
  session_id: z.string(),
  email_confirmed: z.boolean(),
  user_id: z.number(),
});
