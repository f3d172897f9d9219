import { profilePatchSchema } from '../../validation/profile';
import { defineContract } from '../define';
import { zUserProfile } from './shapes';

export const updateUser = defineContract({
  method: 'PATCH',
  path: '/user',
  auth: 'session',
  summary: 'Changes profile fields; union members may not send sex, hcp, country, club_name or birth_date',
  tags: ['user'],
  body: profilePatchSchema,
  response: zUserProfile,
});
