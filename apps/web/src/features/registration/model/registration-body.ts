import { COUNTRY_CODES, type CountryCode } from '@golfwallet/core/validation/field-limits';
import type { registrationSchema } from '@golfwallet/core/validation/registration';
import type { z } from 'zod';
import type { RegistrationData } from './draft';

export type RegistrationBody = z.input<typeof registrationSchema>;

/** What the last step adds: the login e-mail and password, and the PIN code if one was typed. */
export interface LoginStepValues {
  email: string;
  password: string;
  pin_code?: string;
}

/**
 * The POST /user body from the draft and the last step (spec §3, §7): a union member sends the
 * union, member number and birth date checked on step 1; a non-member sends gender, country, PIN
 * and handicap (54 by default). Only the fields of the chosen kind are sent. Undefined when the
 * draft lacks what the kind needs (the step guard prevents that).
 */
function countryCode(value: string | undefined): CountryCode | undefined {
  const upper = value?.toUpperCase();
  return (COUNTRY_CODES as readonly string[]).includes(upper ?? '') ? (upper as CountryCode) : undefined;
}

export function registrationBody(
  data: RegistrationData,
  login: LoginStepValues,
  language: string | undefined,
): RegistrationBody | undefined {
  const { first_name, last_name, phone, birth_date } = data;
  if (!first_name || !last_name || !phone || !birth_date) return undefined;
  const pin = login.pin_code?.trim() ? login.pin_code.trim() : undefined;
  const common = {
    first_name,
    last_name,
    phone,
    birth_date,
    email: login.email,
    password: login.password,
    language_default: language,
  };
  if (data.is_member) {
    if (data.union_id === undefined || !data.member_number) return undefined;
    return {
      is_member: true,
      union_id: data.union_id,
      member_number: data.member_number,
      pin_code: pin,
      country: countryCode(data.country),
      ...common,
    };
  }
  const country = countryCode(data.country);
  if (!data.sex || !country || !pin) return undefined;
  return {
    is_member: false,
    sex: data.sex,
    country,
    pin_code: pin,
    hcp: data.hcp,
    club_id: data.club_id,
    club_name: data.club_name || undefined,
    ...common,
  };
}
