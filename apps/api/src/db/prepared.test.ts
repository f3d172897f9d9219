import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './client';
import { preparedQuery } from './prepared';

describe('preparedQuery', () => {
  it('builds a query once per database handle and reuses it', () => {
    const built: DbOrTx[] = [];
    const query = preparedQuery((db) => {
      built.push(db);
      return { db };
    });
    const a = {} as DbOrTx;
    const b = {} as DbOrTx;
    const first = query(a);
    expect(query(a)).toBe(first);
    expect(query(b)).not.toBe(first);
    expect(built).toEqual([a, b]);
  });
});
