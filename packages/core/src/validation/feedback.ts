import { z } from 'zod';
import { FEEDBACK_PLATFORMS, FEEDBACK_SUGGESTIONS_MAX } from '../domain/feedback';

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
