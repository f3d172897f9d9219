import { z } from 'zod';
import { defineContract } from '../define';
import { zMyClub } from './shapes';

export const listMyClubs = defineContract({
  method: 'GET',
  path: '/my-clubs-list',
  auth: 'session',
  summary: "The golfer's home club and the clubs where they hold usable vouchers, with counts",
  tags: ['reference'],
  response: z.array(zMyClub),
});
