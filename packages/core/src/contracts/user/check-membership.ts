import { z } from 'zod';
import { birthDateSchema, unionNumberSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { zLocaleQuery, zMembership } from './shapes';

export const checkMembership = defineContract({
  method: 'GET',
  path: '/user/member/:union/:member_number/:birth_date',
  auth: 'public',
  summary:
    "Looks a member up in the union's registry; 422 when unknown, the birth date differs or the number is taken",
  tags: ['user'],
  params: z.object({
    /** The union's id or its tid (dgu, sgf, other). */
    union: z
      .string()
      .trim()
      .min(1, { error: 'validation.chooseUnion' })
      .max(20, { error: 'validation.chooseUnion' }),
    member_number: unionNumberSchema,
    birth_date: birthDateSchema,
  }),
  query: zLocaleQuery,
  response: zMembership,
});
