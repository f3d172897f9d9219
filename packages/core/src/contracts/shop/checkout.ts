import { z } from 'zod';
import { defineContract } from '../define';
import { idempotencyKeyOf } from '../idempotency';
import { zOrder } from './shapes';

/** The Idempotency-Key header: one per payment attempt, 8 to 100 characters. */
export const zIdempotencyKey = idempotencyKeyOf('shop.errors.idempotencyKey');

const amount = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(0, { error: 'validation.invalid' })
  .max(100_000_000, { error: 'validation.invalid' });

/**
 * Pay the cart: a card token the browser got from the payment provider, or a saved card, plus
 * optional points and ball money. Card numbers never come here.
 */
export const zCheckoutBody = z
  .strictObject({
    card_token: z
      .string()
      .regex(/^[A-Za-z0-9_]{6,200}$/, { error: 'validation.invalid' })
      .optional(),
    saved_card_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    save_card: z.boolean().default(false),
    accept_terms: z.literal(true, { error: 'shop.validation.acceptTerms' }),
    points: amount.default(0),
    ball_money_minor: amount.default(0),
    /** Where the 3-D Secure page sends the golfer back to (a path of this site). */
    return_path: z
      .string()
      .regex(/^\/[A-Za-z0-9/_?=&.-]{0,300}$/, { error: 'validation.invalid' })
      .optional(),
  })
  .refine((body) => !(body.card_token && body.saved_card_id), {
    path: ['saved_card_id'],
    message: 'validation.invalid',
  });

export const zCheckoutResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('paid'), order: zOrder }),
  z.object({ status: z.literal('requires_action'), order_id: z.number(), action_url: z.string() }),
]);

export const checkout = defineContract({
  method: 'POST',
  path: '/shop/checkout',
  auth: 'confirmed',
  summary:
    'Pays the cart. Header Idempotency-Key (one per attempt): a retry with the same key never charges or issues twice and answers what the first attempt answered. 3-D Secure answers requires_action with the challenge page; after it, the same call with the same key finishes.',
  tags: ['shop'],
  /** Required: without a valid key, 400 IDEMPOTENCY_KEY_REQUIRED. */
  headers: z.looseObject({
    'idempotency-key': zIdempotencyKey.meta({
      description:
        'One key per payment attempt (a UUID): a retry with the same key never charges or issues twice and answers what the first attempt answered.',
    }),
  }),
  body: zCheckoutBody,
  response: zCheckoutResponse,
});

export const paymentConfig = defineContract({
  method: 'GET',
  path: '/shop/payment-config',
  auth: 'public',
  summary: 'Which payment provider the browser sends card data to, and where',
  tags: ['shop'],
  response: z.object({
    provider: z.enum(['test', 'stripe']),
    tokenize_url: z.string().nullable(),
    publishable_key: z.string().nullable(),
  }),
});
