import { changeClubSchema } from '../../validation/change-club';
import { defineContract } from '../define';
import { zUserProfile } from './shapes';

export const changeClub = defineContract({
  method: 'PATCH',
  path: '/user/club',
  auth: 'session',
  summary: 'Joins or changes union: the member number is checked against the registry and sets the club',
  tags: ['user'],
  body: changeClubSchema,
  response: zUserProfile,
});
