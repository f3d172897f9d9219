import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedResponseSerializer, compileResponseSerializer } from './response-serializer';

const item = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  value: z.number().nullable(),
  tags: z.array(z.string()),
  kind: z.enum(['plain', 'ecard']),
  restrictions: z.record(z.string(), z.unknown()),
  shown: z.boolean().default(true),
  club: z.object({ name: z.string(), logo_url: z.string().nullable() }).nullable(),
});
const page = z.object({ items: z.array(item), total: z.number().int() });

const sample = {
  items: [
    {
      id: 1,
      name: 'Greenfee "18" \u00e6\u00f8\u00e5 \u2028',
      note: null,
      value: 12.5,
      tags: ['a', 'b'],
      kind: 'plain' as const,
      restrictions: { weekdays: [1, 2], nested: { x: null } },
      shown: false,
      club: { name: 'Rungsted', logo_url: null },
    },
    {
      id: 2,
      name: '',
      note: 'x',
      value: null,
      tags: [],
      kind: 'ecard' as const,
      restrictions: {},
      shown: true,
      club: null,
      extra: 'not in the contract',
    },
  ],
  total: 2,
};

describe('the compiled response serializer', () => {
  it('writes what the zod contract encodes (nullable, records, escapes, unknown keys dropped)', () => {
    const expected = JSON.stringify(z.encode(page, sample as never));
    expect(compileResponseSerializer(page)(sample)).toBe(expected);
    expect(checkedResponseSerializer(page)(sample)).toBe(expected);
    expect(JSON.parse(expected).items[1]).not.toHaveProperty('extra');
  });

  it('checked: an answer that breaks its contract throws', () => {
    const broken = { ...sample, items: [{ ...sample.items[0], id: 'one' }] };
    expect(() => checkedResponseSerializer(page)(broken)).toThrow(/does not match its contract/);
  });
});
