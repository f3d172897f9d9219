import type { Tx } from '../client';
import { countries } from '../schema/index';

/** The countries of §3, in the order the spec lists them. Names come from Intl at read time. */
export const COUNTRIES = [
  { code: 'DK', locale: 'da', phonePrefix: '+45' },
  { code: 'NO', locale: 'no', phonePrefix: '+47' },
  { code: 'IS', locale: 'is', phonePrefix: '+354' },
  { code: 'FI', locale: 'fi', phonePrefix: '+358' },
  { code: 'SE', locale: 'sv', phonePrefix: '+46' },
] as const;

export async function insertCountries(tx: Tx): Promise<void> {
  await tx.insert(countries).values(COUNTRIES.map((country, index) => ({ ...country, sort: index + 1 })));
}
