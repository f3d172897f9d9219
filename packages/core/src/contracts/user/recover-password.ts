import { recoverPasswordSchema } from '../../validation/password-recovery';
import { defineContract } from '../define';
import { zSuccess } from './shapes';

export const recoverPassword = defineContract({
  method: 'POST',
  path: '/user/recover-password',
  auth: 'public',
  summary: 'Sends a password reset mail (key valid 1 hour); always answers success',
  tags: ['user'],
  body: recoverPasswordSchema,
  response: zSuccess,
});
