import { z } from 'zod';
import { idSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { zDispenser, zRangeCard } from './shapes';

export const listDispensers = defineContract({
  method: 'GET',
  path: '/range/clubs/:club_id/dispensers',
  auth: 'confirmed',
  summary:
    "A club's ball dispensers with their basket sizes, the club's limits, the dispenses the caller has left today, and the caller's cards and ball money there",
  tags: ['range'],
  params: z.strictObject({ club_id: idSchema }),
  response: z.object({
    club_id: z.number(),
    max_per_day: z.number(),
    window_minutes: z.number(),
    /** Dispenses the caller has left today at this club, all baskets together. */
    uses_left_today: z.number(),
    dispensers: z.array(zDispenser),
    cards: z.array(zRangeCard),
    /** Ball-money balance at this club, minor units. */
    ball_money_minor: z.number(),
  }),
});
