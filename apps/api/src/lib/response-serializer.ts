import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, {type: 'null'}]` (how zod writes `.nullable()`) as `X` with `'null'` added to its
 * type: fast-json-stringify then writes it directly instead of validating which branch fits.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(
    Object.entries(schema as JsonSchema).map(([key, value]) => [key, simplify(value)]),
  ) as JsonSchema;
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullAt = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string' && other.type !== 'object' && !other.anyOf) {
      const { anyOf: _dropped, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
}

/**
 * A response serialiser compiled once from the zod contract's JSON schema (fast-json-stringify,
 * Fastify's own path): no zod parse of every outgoing object. Contracts describe plain JSON (no
 * transforms on the way out), so the compiled form writes what zod's encode would.
 */
export function compileResponseSerializer(schema: z.ZodType): (data: unknown) => string {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(simplify(json) as Parameters<typeof fastJson>[0]);
}

/**
 * The compiled serialiser checked against the contract (tests build the app this way): the
 * answer is encoded through its zod schema as well (a contract violation throws, as the zod
 * serialiser did) and the two texts must be the same.
 */
export function checkedResponseSerializer(schema: z.ZodType): (data: unknown) => string {
  const compiled = compileResponseSerializer(schema);
  return (data) => {
    const encoded = z.safeEncode(schema, data);
    if (!encoded.success) throw new Error('response does not match its contract', { cause: encoded.error });
    const expected = JSON.stringify(encoded.data);
    const written = compiled(data);
    if (written !== expected)
      throw new Error(`compiled response serializer differs from the contract:\n${written}\n${expected}`);
    return written;
  };
}

/**
 * The app's serializer compiler: contracts' zod schemas compiled (checked against zod when
 * `check`), any plain JSON schema compiled as Fastify would.
 */
export function responseSerializerCompiler(check: boolean) {
  return ({ schema }: { schema: unknown }): ((data: unknown) => string) => {
    if (schema && typeof schema === 'object' && '_zod' in schema) {
      const zodSchema = schema as z.ZodType;
      return check ? checkedResponseSerializer(zodSchema) : compileResponseSerializer(zodSchema);
    }
    return fastJson(schema as Parameters<typeof fastJson>[0]);
  };
}
