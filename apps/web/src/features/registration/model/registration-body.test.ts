import { registrationSchema } from '@golfwallet/core/validation/registration';
import { describe, expect, it } from 'vitest';
import { registrationBody } from './registration-body';

const contact = { first_name: 'Anna', last_name: 'Holm', phone: '+4512345678', birth_date: '1980-02-03' };
const login = { email: 'anna@example.dk', password: 'secret-1' };

describe('registrationBody', () => {
  it('sends a union member with the checked union data and no non-member fields', () => {
    const body = registrationBody(
      { is_member: true, union_id: 1, member_number: '12-345', sex: 'f', hcp: '54', ...contact },
      { ...login, pin_code: '' },
      'da',
    );
    expect(body).toEqual({
      is_member: true,
      union_id: 1,
      member_number: '12-345',
      pin_code: undefined,
      country: undefined,
      ...contact,
      ...login,
      language_default: 'da',
    });
    expect(registrationSchema.safeParse(body).success).toBe(true);
  });

  it('sends a non-member with gender, country, PIN and the default handicap', () => {
    const body = registrationBody(
      { is_member: false, sex: 'm', country: 'DK', hcp: '54', ...contact },
      { ...login, pin_code: '1234' },
      'en',
    );
    expect(body).toMatchObject({ is_member: false, sex: 'm', country: 'DK', pin_code: '1234', hcp: '54' });
    expect(body).not.toHaveProperty('union_id');
    expect(registrationSchema.safeParse(body).success).toBe(true);
  });

  it('gives nothing when the draft lacks what the kind needs', () => {
    expect(registrationBody({ is_member: true, ...contact }, login, 'da')).toBeUndefined();
    expect(
      registrationBody({ is_member: false, sex: 'm', country: 'DK', ...contact }, login, 'da'),
    ).toBeUndefined();
    expect(registrationBody({ imported_union_user: true, email: 'a@b.dk' }, login, 'da')).toBeUndefined();
  });
});
