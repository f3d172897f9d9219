import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, stubModule } from '../zod-without-json-schema';

const zodDir = path.dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const read = (file: string) => readFileSync(path.join(zodDir, 'v4', file), 'utf8');

describe("the browser build's zod without JSON Schema", () => {
  it('stubs every name that the classic schemas take from the JSON Schema modules', () => {
    const classic = read('classic/schemas.js');
    const used = new Set([...classic.matchAll(/\bprocessors\.(\w+)\(/g)].map((match) => match[1]));
    const imported = /import \{([^}]*)\} from "\.\.\/core\/to-json-schema\.js"/.exec(classic)?.[1] ?? '';
    for (const name of imported.split(',')) used.add(name.trim());
    const stubbed = new Set([
      ...exportedNames(read('core/json-schema-processors.js')),
      ...exportedNames(read('core/to-json-schema.js')),
    ]);
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !stubbed.has(name!))).toEqual([]);
  });

  it('answers each name with a function that says why it is missing', async () => {
    const source = stubModule(['stringProcessor', 'createToJSONSchemaMethod']);
    const stub = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<
      string,
      () => unknown
    >;
    expect(() => stub.stringProcessor!()).toThrow('JSON Schema is not built in the browser');
    expect(() => stub.createToJSONSchemaMethod!()).toThrow('JSON Schema is not built in the browser');
  });
});
