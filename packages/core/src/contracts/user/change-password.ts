import { changePasswordSchema } from '../../validation/password-recovery';
import { defineContract } from '../define';
import { zSuccess } from './shapes';

export const changePassword = defineContract({
  method: 'POST',
  path: '/user/change-password',
  auth: 'public',
  summary: 'Sets a new password with the key from the reset mail and ends every session of the account',
  tags: ['user'],
  body: changePasswordSchema,
  response: zSuccess,
});
