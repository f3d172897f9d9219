import { z } from 'zod';

/** The staff member (staff account id) an owner changes at the current club. */
export const zStaffMemberParams = z.object({
  staff_id: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(2_147_483_647, { error: 'validation.invalid' }),
});
