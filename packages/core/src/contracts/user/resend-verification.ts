import { resendEmailSchema } from '../../validation/email-verification';
import { defineContract } from '../define';
import { zSuccess } from './shapes';

export const resendVerification = defineContract({
  method: 'POST',
  path: '/user/resend/email',
  auth: 'public',
  summary: 'Sends the verification mail again; always answers success so accounts cannot be probed',
  tags: ['user'],
  body: resendEmailSchema,
  response: zSuccess,
});
