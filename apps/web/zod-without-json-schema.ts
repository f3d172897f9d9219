import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The two modules of zod that only turn schemas into JSON Schema. */
const JSON_SCHEMA_MODULE = /(?:^|\/)(json-schema-processors|to-json-schema)\.js$/;
const CLASSIC_SCHEMAS = /zod\/v4\/classic\/schemas\.js$/;
const STUB = '\0golfwallet-zod-without-json-schema:';

/** The names a module exports (`export const name`, `export function name`, `export { a as name }`). */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/^export\s+(?:const|let|function\*?|class)\s+([A-Za-z_$][\w$]*)/gm)) {
    names.add(match[1]!);
  }
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}\s*;/gm)) {
    for (const entry of match[1]!.split(',')) {
      const name = entry
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

/**
 * A module with the same exports: each a function that says JSON Schema is not built here, except
 * the method factories (`createToJSONSchemaMethod`, …), which zod calls when it builds a schema's
 * `~standard` property: they hand back such a function, so the property can still be read.
 */
export function stubModule(names: readonly string[]): string {
  const lines = [
    'function unavailable() {',
    "  throw new Error('zod: JSON Schema is not built in the browser');",
    '}',
    ...names.map((name) =>
      /^create\w*Method$/.test(name)
        ? `export const ${name} = () => unavailable;`
        : `export const ${name} = unavailable;`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Zod's classic schemas import its JSON Schema generation (`toJSONSchema()`, the Standard Schema
 * `jsonSchema` and the `minLength`/`maxLength`/`format` getters of a string schema): about 4.8 KiB
 * gzipped on every page with a form. The browser only parses with the shared schemas (the API
 * builds the OpenAPI document), so in the browser's build those two modules become stubs with the
 * same exports, which throw if ever called. Builds only: tests keep zod whole.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'golfwallet-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !JSON_SCHEMA_MODULE.test(source)) return null;
      if (!CLASSIC_SCHEMAS.test(importer.replace(/\\/g, '/'))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${STUB}${resolved.id}` : null;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      return stubModule(exportedNames(readFileSync(id.slice(STUB.length), 'utf8')));
    },
  };
}
