import { z } from 'zod';

/** Response shapes shared by the reference-data operations (§3 Club, Department, Union). */

export const UNION_TIDS = ['dgu', 'sgf', 'other'] as const;
export type UnionTid = (typeof UNION_TIDS)[number];

export const zUnion = z.object({
  union_id: z.number(),
  name: z.string(),
  /** dgu (Denmark), sgf (Sweden), other (Norway). */
  tid: z.enum(UNION_TIDS),
  country_code: z.string(),
});
export type Union = z.infer<typeof zUnion>;

export const zDepartment = z.object({
  department_id: z.number(),
  department_name: z.string(),
  club_id: z.number(),
});
export type Department = z.infer<typeof zDepartment>;

export const zClub = z.object({
  club_id: z.number(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.string().nullable(),
  country_code: z.string(),
  has_products: z.boolean(),
  /** The club has a driving range (ball dispensers, range vouchers). */
  driving_range: z.boolean(),
  logo_url: z.string().nullable(),
});
export type Club = z.infer<typeof zClub>;

/** A club in the golfer's own list: the home club first, then clubs where they hold vouchers. */
export const zMyClub = zClub.extend({
  is_home_club: z.boolean(),
  /** How many usable vouchers (active, unprinted, unexpired, uses left) the golfer holds here. */
  vouchers: z.number(),
});
export type MyClub = z.infer<typeof zMyClub>;
