import { type DispenserFormValues, zDispenserInput } from '@golfwallet/core/validation/range-config';
import { schemaErrors } from './schema-errors';

/** A dispenser form's field errors by the shared schema, by dotted path ('baskets.1.balls'). */
export const dispenserErrors = (values: DispenserFormValues) => schemaErrors(zDispenserInput, values);
