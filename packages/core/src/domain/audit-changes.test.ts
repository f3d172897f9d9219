import { describe, expect, it } from 'vitest';
import { auditChanges, fieldChanges } from './audit-changes';

describe('fieldChanges', () => {
  const before = {
    name: 'Tirsdagsklip',
    price: 450,
    restrictions: { a: 1, b: 2 },
    note: null as string | null,
  };

  it('lists only the changed fields, with before and after', () => {
    const after = { ...before, price: 500, note: 'Ny' };
    expect(fieldChanges(before, after, ['name', 'price', 'restrictions', 'note'])).toEqual({
      price: { from: 450, to: 500 },
      note: { from: null, to: 'Ny' },
    });
  });

  it('compares objects deeply, whatever their key order', () => {
    const after = { ...before, restrictions: { b: 2, a: 1 } };
    expect(fieldChanges(before, after, ['restrictions'])).toEqual({});
    const changed = { ...before, restrictions: { a: 1, b: 3 } };
    expect(fieldChanges(before, changed, ['restrictions'])).toEqual({
      restrictions: { from: { a: 1, b: 2 }, to: { a: 1, b: 3 } },
    });
  });

  it('ignores fields it is not asked about', () => {
    expect(fieldChanges(before, { ...before, name: 'Andet' }, ['price'])).toEqual({});
  });
});

describe('auditChanges', () => {
  it('reads the { from, to } entries of the details and nothing else', () => {
    expect(
      auditChanges({
        product_id: 7,
        price: { from: 450, to: 500 },
        status: { from: 'active', to: 'paused', extra: true },
      }),
    ).toEqual([{ field: 'price', from: 450, to: 500 }]);
  });
});
