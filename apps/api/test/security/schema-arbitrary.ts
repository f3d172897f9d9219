import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON schemas of the OpenAPI document: values that fit an
 * operation's schema (so requests reach the code behind validation), and malformed ones (wrong
 * types, huge strings, odd unicode, nulls, deep nesting) that must be refused cleanly.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

/** Extra choices for fields by name (e.g. real voucher ids for `voucher_id`). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 40, 300);
  const min = Math.min(schema.minLength ?? 0, max);
  if (schema.pattern) {
    let re: RegExp;
    try {
      re = new RegExp(schema.pattern);
    } catch {
      return fc.string({ minLength: min, maxLength: max });
    }
    return fc.stringMatching(re).map((s) => s.slice(0, max));
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
  );
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values that fit the schema (as far as patterns and bounds go). */
export function fitting(schema: JsonSchema | undefined, hints: Hints = {}, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fitting(s, hints, depth + 1)));
  if (schema.allOf?.length) return fitting(Object.assign({}, ...schema.allOf), hints, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fitting(schema.items, hints, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        const base = fitting(property, hints, depth + 1);
        model[name] = hints[name] ? fc.oneof(hints[name], base) : base;
      }
      const required = (schema.required ?? []).filter((name) => name in model);
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of the wrong kind for almost any field. */
export const malformedValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '💥'.repeat(40),
    'ﷺ'.repeat(30),
    '\u202e\u0301',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
  ),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.integer({ min: 50, max: 2_000 }).map((depth) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  }),
);

/** A schema-fitting object with some fields replaced by malformed values, or extra ones added. */
export function bent(schema: JsonSchema | undefined, hints: Hints = {}): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      fitting(schema, hints),
      fc.dictionary(
        fc.constantFrom(
          ...Object.keys(schema?.properties ?? { extra: {} }),
          '__proto__',
          'constructor',
          'is_admin',
        ),
        malformedValue,
        {
          minKeys: 1,
          maxKeys: 3,
        },
      ),
    )
    .map(([value, replacements]) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? { ...value, ...replacements }
        : replacements,
    );
}
