import { describe, expect, it } from 'vitest';
import { bulkListSize, readBulkList } from './bulk-list';

describe('readBulkList', () => {
  it('reads lines, commas, semicolons, tabs, quotes and a header; each entry once', () => {
    const list = readBulkList(
      'E-mail;Medlemsnummer\r\n"Ann@Example.com"\t123-4\nann@example.com, 99 ;\n\nbo@x.dk;oops',
    );
    expect(list).toEqual({
      emails: ['ann@example.com', 'bo@x.dk'],
      memberNumbers: ['123-4', '99'],
      invalid: ['oops'],
      duplicates: 1,
    });
    expect(bulkListSize(list)).toBe(5);
  });

  it('counts nothing in a list of separators', () => {
    expect(bulkListSize(readBulkList(' ;,\n\t'))).toBe(0);
  });

  it('takes an address that is not one as invalid', () => {
    expect(readBulkList('a@b').invalid).toEqual(['a@b']);
  });
});
