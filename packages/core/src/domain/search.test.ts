import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterBySearch, matchesSearch } from './search';

const voucher = { name: 'Greenfee 2 for 1', owner_name: 'Royal Copenhagen Golf Club' };

describe('matchesSearch', () => {
  it('matches the voucher name and the owner name, ignoring case', () => {
    expect(matchesSearch(voucher, 'greenfee')).toBe(true);
    expect(matchesSearch(voucher, 'ROYAL')).toBe(true);
    expect(matchesSearch(voucher, 'copenhagen golf')).toBe(true);
    expect(matchesSearch(voucher, 'Aarhus')).toBe(false);
  });

  it('needs every word somewhere in name plus owner name', () => {
    expect(matchesSearch(voucher, 'royal greenfee')).toBe(true);
    expect(matchesSearch(voucher, 'royal range')).toBe(false);
  });

  it('blank text matches everything; a missing owner name is fine', () => {
    expect(matchesSearch(voucher, '   ')).toBe(true);
    expect(matchesSearch({ name: 'Æblegolf', owner_name: null }, 'æBLE')).toBe(true);
  });

  it('folds Nordic letters case-insensitively', () => {
    expect(matchesSearch({ name: 'x', owner_name: 'SØLLERØD GOLFKLUB' }, 'søllerød')).toBe(true);
    expect(matchesSearch({ name: 'x', owner_name: 'Åsa' }, 'åSA')).toBe(true);
  });

  it('any substring of the name or owner name matches, in any case', () => {
    const text = fc.string({
      unit: fc.constantFrom(...'abcxyzæøåäöüABCXYZÆØÅÄÖÜ 09-'.split('')),
      maxLength: 30,
    });
    fc.assert(
      fc.property(
        text,
        text,
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        fc.boolean(),
        (name, owner, a, b, inName, upper) => {
          const source = inName ? name : owner;
          const start = source.length ? a % source.length : 0;
          const part = source.slice(start, start + (b % 10));
          const query = upper ? part.toUpperCase() : part.toLowerCase();
          expect(matchesSearch({ name, owner_name: owner }, query)).toBe(true);
        },
      ),
    );
  });

  it('a word found in neither name nor owner name does not match', () => {
    const text = fc.string({ unit: fc.constantFrom(...'abc '.split('')), maxLength: 30 });
    fc.assert(
      fc.property(
        text,
        text,
        fc.string({ unit: fc.constantFrom('x', 'y', 'z'), minLength: 1 }),
        (name, owner, word) => {
          expect(matchesSearch({ name, owner_name: owner }, `a ${word}`)).toBe(false);
        },
      ),
    );
  });

  it('filters a list, keeping order', () => {
    const items = [
      { id: 1, name: 'Range', owner_name: 'Aarhus' },
      { id: 2, name: 'Greenfee', owner_name: 'Odense' },
      { id: 3, name: 'Range bucket', owner_name: 'Vejle' },
    ];
    expect(filterBySearch(items, 'range').map((i) => i.id)).toEqual([1, 3]);
  });
});
