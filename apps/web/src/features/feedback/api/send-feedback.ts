import { createFeedback } from '@golfwallet/core/contracts/feedback/create-feedback';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type FeedbackBody = z.input<(typeof createFeedback)['body']>;

/** POST /feedback; offline it fails at once with the connection text. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackBody) => api(createFeedback, { body }),
    networkMode: 'always',
  });
}
