import { describe, expect, it } from 'vitest';
import { zCreateTransferBody } from '../contracts/transfers/create-transfer';
import { emptyTransferForm, splitPickedPhone, type TransferFormInput } from './transfer';
import { transferFormSchema } from './transfer-form';

const form = (patch: Partial<TransferFormInput>): TransferFormInput => ({ ...emptyTransferForm(), ...patch });

function errorsOf(available: number, input: TransferFormInput): Record<string, string> {
  const result = transferFormSchema(available).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('transferFormSchema', () => {
  it('turns a valid e-mail form into a body the contract accepts', () => {
    const result = transferFormSchema(3).parse(
      form({
        quantity: '2',
        email: ' Anna@Example.com ',
        confirm_email: 'anna@example.com',
        message: '  Hi  ',
      }),
    );
    expect(result).toEqual({
      quantity: 2,
      email: 'anna@example.com',
      confirm_email: 'anna@example.com',
      message: 'Hi',
    });
    expect(zCreateTransferBody.safeParse(result).success).toBe(true);
  });

  it('turns a valid phone form into a body without the e-mail fields', () => {
    const result = transferFormSchema(1).parse(
      form({ channel: 'phone', country_code: '+47', phone: '912 34 567', email: 'ignored' }),
    );
    expect(result).toEqual({ quantity: 1, phone: '+4791234567', message: undefined });
    expect(zCreateTransferBody.safeParse(result).success).toBe(true);
  });

  it('requires a valid recipient e-mail', () => {
    expect(errorsOf(1, form({}))).toEqual({ email: 'validation.enterEmail' });
    expect(errorsOf(1, form({ email: 'anna@', confirm_email: 'anna@' }))).toEqual({
      email: 'validation.validEmail',
    });
  });

  it('requires the e-mail to be confirmed with the same address', () => {
    expect(errorsOf(1, form({ email: 'anna@example.com', confirm_email: 'anne@example.com' }))).toEqual({
      confirm_email: 'validation.emailMismatch',
    });
    expect(errorsOf(1, form({ email: 'anna@example.com' }))).toEqual({
      confirm_email: 'validation.emailMismatch',
    });
  });

  it('requires a valid mobile number with country code on the phone channel', () => {
    expect(errorsOf(1, form({ channel: 'phone' }))).toEqual({ phone: 'validation.enterMobile' });
    expect(errorsOf(1, form({ channel: 'phone', phone: '123' }))).toEqual({
      phone: 'validation.validMobile',
    });
    expect(errorsOf(1, form({ channel: 'phone', phone: '12ab5678' }))).toEqual({
      phone: 'validation.validMobile',
    });
    expect(errorsOf(1, form({ channel: 'phone', country_code: '45', phone: '12345678' }))).toEqual({
      country_code: 'validation.validMobile',
    });
  });

  it('limits the quantity to the number available', () => {
    const valid = { email: 'a@b.dk', confirm_email: 'a@b.dk' };
    expect(errorsOf(2, form({ ...valid, quantity: '3' }))).toEqual({ quantity: 'errors.transferQuantity' });
    expect(errorsOf(2, form({ ...valid, quantity: '0' }))).toEqual({ quantity: 'validation.validQuantity' });
    expect(errorsOf(2, form({ ...valid, quantity: '1.5' }))).toEqual({
      quantity: 'validation.validQuantity',
    });
    expect(errorsOf(2, form({ ...valid, quantity: '' }))).toEqual({ quantity: 'validation.validQuantity' });
    expect(errorsOf(2, form({ ...valid, quantity: '2' }))).toEqual({});
  });

  it('reports every failing field at once', () => {
    const errors = errorsOf(1, form({ quantity: '5', message: 'x'.repeat(501) }));
    expect(errors).toEqual({
      quantity: 'errors.transferQuantity',
      message: 'validation.messageTooLong',
      email: 'validation.enterEmail',
    });
  });
});

describe('splitPickedPhone', () => {
  it('keeps the calling code of an international number', () => {
    expect(splitPickedPhone('+45 12 34 56 78', '+46')).toEqual({ country_code: '+45', phone: '12345678' });
    expect(splitPickedPhone('00354 555 1234', '+45')).toEqual({ country_code: '+354', phone: '5551234' });
    expect(splitPickedPhone('+44 7700 900123', '+45')).toEqual({ country_code: '+44', phone: '7700900123' });
  });
  it('gives a local number the default code', () => {
    expect(splitPickedPhone('(20) 30-40-50', '+45')).toEqual({ country_code: '+45', phone: '20304050' });
  });
});
