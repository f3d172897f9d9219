import { z } from 'zod';
import { birthDateSchema, idSchema } from './fields';
import { UNION_NUMBER_MAX, UNION_NUMBER_PATTERN } from './field-limits';

/** The change-club popup's member number: its own lower-case messages (§5 Change club). */
export const changeClubMemberNumberSchema = z
  .string({ error: 'validation.enterUnionNumberLower' })
  .trim()
  .min(1, { error: 'validation.enterUnionNumberLower', abort: true })
  .max(UNION_NUMBER_MAX, { error: 'validation.validUnionNumberLower' })
  .regex(UNION_NUMBER_PATTERN, { error: 'validation.validUnionNumberLower' });

/** PATCH /user/club: join a union (or change it) with a member number checked against the registry. */
export const changeClubSchema = z.strictObject({
  union_id: idSchema,
  member_number: changeClubMemberNumberSchema,
  birth_date: birthDateSchema,
});
export type ChangeClubInput = z.output<typeof changeClubSchema>;
