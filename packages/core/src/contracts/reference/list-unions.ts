import { z } from 'zod';
import { defineContract } from '../define';
import { zUnion } from './shapes';

export const listUnions = defineContract({
  method: 'GET',
  path: '/unions',
  auth: 'public',
  summary: 'The golf unions a golfer can belong to',
  tags: ['reference'],
  response: z.array(zUnion),
});
