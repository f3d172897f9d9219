import { z } from 'zod';
import { idSchema } from '../../validation/fields';
import { latitudeSchema, longitudeSchema } from '../../validation/coordinates';
import { defineContract } from '../define';

export const getMyClubDetails = defineContract({
  method: 'GET',
  path: '/my-club-details',
  auth: 'session',
  summary: 'One club as the golfer sees it: their voucher count there and, with a position, the distance',
  tags: ['reference'],
  query: z
    .object({
      club_id: idSchema,
      latitude: latitudeSchema.optional(),
      longitude: longitudeSchema.optional(),
    })
    .superRefine((query, ctx) => {
      if ((query.latitude === undefined) !== (query.longitude === undefined)) {
        const missing = query.latitude === undefined ? 'latitude' : 'longitude';
        ctx.addIssue({ code: 'custom', path: [missing], message: 'validation.required' });
      }
    }),
  response: z.object({
    club_id: z.number(),
    name: z.string(),
    is_home_club: z.boolean(),
    /** Usable vouchers (active, unprinted, unexpired, uses left) the golfer holds for this club. */
    vouchers: z.number(),
    driving_range: z.boolean(),
    has_products: z.boolean(),
    /** Great-circle distance from the given position; null without one. */
    distance_km: z.number().nullable(),
    /** Within the nearby threshold (10 km) of the given position. */
    is_nearby: z.boolean(),
  }),
});
