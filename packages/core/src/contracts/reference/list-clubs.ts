import { z } from 'zod';
import { defineContract } from '../define';
import { zClub } from './shapes';

export const listClubs = defineContract({
  method: 'GET',
  path: '/clubs',
  auth: 'public',
  summary: 'Every club with its position, by name',
  tags: ['reference'],
  response: z.array(zClub),
});
