import { defineContract } from '../define';
import { zUserProfile } from './shapes';

export const getUser = defineContract({
  method: 'GET',
  path: '/user',
  auth: 'session',
  summary: "The caller's profile",
  tags: ['user'],
  response: zUserProfile,
});
