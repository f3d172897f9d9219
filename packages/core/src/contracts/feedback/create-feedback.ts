import { z } from 'zod';
import { defineContract } from '../define';

export const FEEDBACK_SUGGESTIONS_MAX = 2000;
export const FEEDBACK_PLATFORMS = ['web', 'pwa', 'ios', 'android'] as const;

/** More → Feedback (spec §2): a rating of 1 to 5 and optional suggestions. */
export const zCreateFeedbackBody = z.strictObject({
  rating: z.coerce
    .number({ error: 'validation.chooseRating' })
    .int({ error: 'validation.chooseRating' })
    .min(1, { error: 'validation.chooseRating' })
    .max(5, { error: 'validation.chooseRating' }),
  suggestions: z
    .string()
    .trim()
    .max(FEEDBACK_SUGGESTIONS_MAX, { error: 'validation.tooLong' })
    .optional()
    .default(''),
  platform: z.enum(FEEDBACK_PLATFORMS, { error: 'validation.invalid' }).default('web'),
});

export const createFeedback = defineContract({
  method: 'POST',
  path: '/feedback',
  auth: 'session',
  summary: 'Stores the caller’s rating of the app (1–5) and suggestions',
  tags: ['feedback'],
  body: zCreateFeedbackBody,
  response: z.object({ feedback_id: z.number() }),
  status: 201,
});
