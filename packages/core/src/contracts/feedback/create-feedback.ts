import { z } from 'zod';
import { zCreateFeedbackBody } from '../../validation/feedback';
import { defineContract } from '../define';

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
