import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../validation/coordinates';
import { defineContract } from '../define';
import { zClub } from './shapes';

export const getClubNearest = defineContract({
  method: 'GET',
  path: '/club-nearest',
  auth: 'public',
  summary: 'The club nearest to a position, by great-circle distance',
  tags: ['reference'],
  query: z.object({ latitude: latitudeSchema, longitude: longitudeSchema }),
  response: zClub.extend({ distance_km: z.number() }),
});
