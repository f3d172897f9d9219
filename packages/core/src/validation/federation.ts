import { z } from 'zod';
import { emailSchema, languageSchema, loginPasswordSchema } from './fields';

/** Countries whose golf union signs in over OpenID Connect; Sweden (SE) has its own login. */
export const OIDC_SIGN_IN_COUNTRIES = ['DK', 'NO', 'IS', 'FI'] as const;

/** A Swedish golf ID: 6 digits, a hyphen, 3 digits (spec §5: mask 999999-999). */
export const SWEDISH_GOLF_ID_PATTERN = /^\d{6}-\d{3}$/;

/** GET /login/oauth2/do-signin: the country, our own return page and the consumer (spec §7). */
export const unionSignInQuerySchema = z.object({
  countryCode: z
    .string({ error: 'validation.invalid' })
    .trim()
    .toUpperCase()
    .pipe(z.enum(OIDC_SIGN_IN_COUNTRIES, { error: 'validation.invalid' })),
  callback: z.string({ error: 'validation.invalid' }).min(1, { error: 'validation.invalid' }).max(2000),
  consumer: z.enum(['WEB', 'APP']).default('WEB'),
});

/** The union's answer at our redirect URI: code, state and iss, or an OAuth error. */
export const unionCallbackQuerySchema = z.looseObject({
  state: z.string().max(500).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});

/**
 * The Swedish union's sign-in (MinGolf): golf ID 999999-999 and password. The golf ID is
 * `golf_id`, snake_case like the rest of the API, so a refusal names the field `golf_id`.
 */
export const swedenLoginBodySchema = z.strictObject({
  countryCode: z.literal('SE').default('SE'),
  golf_id: z
    .string({ error: 'federation.enterGolfId' })
    .trim()
    .min(1, { error: 'federation.enterGolfId' })
    .regex(SWEDISH_GOLF_ID_PATTERN, { error: 'federation.validGolfId' }),
  password: loginPasswordSchema,
});
export type SwedenLoginInput = z.output<typeof swedenLoginBodySchema>;

/**
 * The proof of a finished union sign-in that the next step presents: the `updateSessionId` of the
 * federation result. Single use, 10 minutes.
 */
export const federationTicketSchema = z
  .string({ error: 'errors.federationTicketInvalid' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'errors.federationTicketInvalid' });

/**
 * The return page's one-time code of a finished union sign-in (`?result=`), exchanged once, within
 * 2 minutes, for the federation login result.
 */
export const takeSignInResultSchema = z.strictObject({
  code: z
    .string({ error: 'errors.federationResultInvalid' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'errors.federationResultInvalid' }),
});

/** What to do with the new golf ID on an account that already has some (spec §2 update screen). */
const actionFields = {
  action: z.enum(['add', 'replace'], { error: 'validation.invalid' }),
  replace_golf_id: z.string().trim().min(1).max(40).optional(),
};

function requireReplaced<T extends { action: 'add' | 'replace'; replace_golf_id?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.action === 'replace' && !value.replace_golf_id) {
    ctx.addIssue({ code: 'custom', path: ['replace_golf_id'], message: 'federation.chooseReplace' });
  }
}

/** Automatic registration after a union sign-in (spec §4: imported_union_user, no password). */
export const federationRegisterSchema = z.strictObject({
  ticket: federationTicketSchema,
  language_default: languageSchema.optional(),
});

/** Import: an existing e-mail account logs in and gets the union's golf ID (login-and-update). */
export const loginAndUpdateSchema = z
  .strictObject({
    email: emailSchema,
    password: loginPasswordSchema,
    ticket: federationTicketSchema,
    ...actionFields,
  })
  .superRefine(requireReplaced);

/**
 * Update with the update session id of the federation result, no password (spec §2). The same
 * body links a golf ID from the profile (the signed-in account takes it: add or replace).
 */
export const updateWithTicketSchema = z
  .strictObject({ ticket: federationTicketSchema, ...actionFields })
  .superRefine(requireReplaced);
