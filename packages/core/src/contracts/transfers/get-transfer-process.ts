import { z } from 'zod';
import { defineContract } from '../define';

/** A cancelled or expired link answers 410 instead. */
export const TRANSFER_STATUSES = ['pending', 'confirmed'] as const;

/** A transfer link's token: 32 random bytes in base64url. */
export const TRANSFER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const zTransferToken = z.object({
  token: z.string().regex(TRANSFER_TOKEN_PATTERN, { error: 'validation.invalid' }),
});

export const getTransferProcess = defineContract({
  method: 'GET',
  path: '/transfer-process/:token',
  auth: 'public',
  summary:
    'What a transfer link holds (the /voucher-subtransfer page). Unknown token: 404 TRANSFER_NOT_FOUND; expired or cancelled: 410 TRANSFER_EXPIRED. `locale` (optional) overrides Accept-Language for messages.',
  tags: ['transfers'],
  params: zTransferToken,
  query: z.object({ locale: z.string().max(10).optional() }),
  response: z.object({
    voucher_name: z.string(),
    target_email: z.string().nullable(),
    quantity: z.number(),
    status: z.enum(TRANSFER_STATUSES),
    /** Unix seconds. */
    expires_at: z.number(),
  }),
});
