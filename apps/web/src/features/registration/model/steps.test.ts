import { describe, expect, it } from 'vitest';
import { canShowStep, flowSteps, nextStep, stepFromPath, stepStates } from './steps';

describe('registration steps', () => {
  it('has 3 steps for union members and 2 for non-members', () => {
    expect(flowSteps(true)).toEqual(['union', 'contact', 'password']);
    expect(flowSteps(false)).toEqual(['contact', 'password']);
    expect(nextStep(true, 'union')).toBe('contact');
    expect(nextStep(false, 'contact')).toBe('password');
    expect(nextStep(false, 'password')).toBeUndefined();
  });

  it('marks earlier steps completed, the current one in progress and later ones pending', () => {
    expect(stepStates(true, 'contact')).toEqual([
      { step: 'union', state: 'completed' },
      { step: 'contact', state: 'in-progress' },
      { step: 'password', state: 'pending' },
    ]);
    expect(stepStates(false, 'contact')).toEqual([
      { step: 'contact', state: 'in-progress' },
      { step: 'password', state: 'pending' },
    ]);
  });

  it('maps paths to steps', () => {
    expect(stepFromPath('/register/union')).toBe('union');
    expect(stepFromPath('/register/non-union/')).toBe('contact');
    expect(stepFromPath('/register/password')).toBe('password');
    expect(stepFromPath('/register/email')).toBeUndefined();
  });

  it('shows a step only once the data of the steps before it exists', () => {
    expect(canShowStep('union', {})).toBe(false);
    expect(canShowStep('union', { is_member: true })).toBe(true);
    expect(canShowStep('contact', {})).toBe(false);
    expect(canShowStep('contact', { is_member: false })).toBe(true);
    expect(canShowStep('contact', { is_member: true })).toBe(false);
    const union = { is_member: true, union_id: 1, member_number: '12-345', birth_date: '1980-01-02' };
    expect(canShowStep('contact', union)).toBe(true);
    expect(canShowStep('password', union)).toBe(false);
    expect(canShowStep('password', { ...union, first_name: 'A', last_name: 'B', phone: '+4512345678' })).toBe(
      true,
    );
    const nonMember = { is_member: false, first_name: 'A', last_name: 'B', phone: '+4512345678' };
    expect(canShowStep('password', nonMember)).toBe(false);
    expect(canShowStep('password', { ...nonMember, birth_date: '1980-01-02', sex: 'f', country: 'DK' })).toBe(
      true,
    );
    expect(canShowStep('password', { imported_union_user: true, email: 'a@b.dk' })).toBe(true);
  });
});

describe('registration routes by name', () => {
  it('knows every page and logs an unknown name as route not defined', async () => {
    const { registrationPath } = await import('./routes');
    const log: string[] = [];
    expect(registrationPath('nonUnion', (message) => log.push(message))).toBe('/register/non-union');
    expect(registrationPath('loginSweden', (message) => log.push(message))).toBe('/register/loginSweden');
    expect(registrationPath('nowhere', (message) => log.push(message))).toBeUndefined();
    expect(log).toEqual(['route not defined: nowhere']);
  });
});
