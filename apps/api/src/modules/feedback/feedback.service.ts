import type { zCreateFeedbackBody } from '@golfwallet/core/validation/feedback';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../plugins/auth';
import { insertFeedback } from './feedback.repository';

/** Stores the signed-in golfer's feedback; it is only ever the caller's own. */
export async function submitFeedback(
  deps: Deps,
  auth: AuthContext,
  body: z.output<typeof zCreateFeedbackBody>,
): Promise<{ feedback_id: number }> {
  const id = await insertFeedback(deps.db, {
    userId: auth.user.id,
    rating: body.rating,
    suggestions: body.suggestions,
    platform: body.platform,
    createdAt: deps.now(),
  });
  return { feedback_id: id };
}
