import type { z } from 'zod';

/**
 * A form's field errors from a shared schema, by dotted path ('baskets.1.balls'), first one per
 * field; messages are i18n keys (anything else shows as 'validation.invalid').
 */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (!errors[field])
      errors[field] = /^[a-z]+(\.[A-Za-z]+)+$/.test(issue.message) ? issue.message : 'validation.invalid';
  }
  return errors;
}
