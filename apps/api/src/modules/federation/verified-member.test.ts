import { describe, expect, it } from 'vitest';
import { nameWords, samePerson } from './verified-member';

describe('samePerson: is the union member the account holder (issue 31)', () => {
  const account = { lastName: 'Sørensen-Müller', birthDate: '1972-03-01' };

  it('compares last names without case or diacritics, by any shared word', () => {
    expect(nameWords('Sørensen-Müller')).toEqual(['sorensen', 'muller']);
    expect(nameWords("  Ó'Brien  Þórsdóttir ")).toEqual(['o', 'brien', 'thorsdottir']);
    expect(samePerson(account, { lastName: 'SORENSEN', birthDate: '1972-03-01' })).toBe(true);
    expect(samePerson(account, { lastName: 'Holm Muller', birthDate: '1972-03-01' })).toBe(true);
    expect(samePerson(account, { lastName: 'Hansen', birthDate: '1972-03-01' })).toBe(false);
    const irish = { lastName: "O'Brien", birthDate: null };
    expect(samePerson(irish, { lastName: 'Ó Brien' })).toBe(true);
    expect(samePerson(irish, { lastName: "O'Neill" })).toBe(false);
  });

  it('needs the union to vouch for the birth date when the account has one', () => {
    expect(samePerson(account, { lastName: 'Sørensen', birthDate: '1992-03-01' })).toBe(false);
    expect(samePerson(account, { lastName: 'Sørensen' })).toBe(false);
    expect(samePerson({ lastName: 'Sørensen', birthDate: null }, { lastName: 'Sorensen' })).toBe(true);
    expect(
      samePerson(
        { lastName: 'Sørensen', birthDate: null },
        { lastName: 'Sorensen', birthDate: '1992-03-01' },
      ),
    ).toBe(true);
  });
});
