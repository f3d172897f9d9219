import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { exportedNames, stubModule, zodWithoutJsonSchema } from '../zod-without-json-schema';

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

  it('answers each name with a function that says why it is missing, the method factories with such a function', async () => {
    const source = stubModule(['stringProcessor', 'createToJSONSchemaMethod']);
    const stub = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<
      string,
      () => () => unknown
    >;
    expect(() => stub.stringProcessor!()).toThrow('JSON Schema is not built in the browser');
    const method = stub.createToJSONSchemaMethod!();
    expect(() => method()).toThrow('JSON Schema is not built in the browser');
  });
});

describe('a form schema built with the stub', () => {
  it('parses with the same messages, and only JSON Schema is missing', { timeout: 60_000 }, async () => {
    const { build } = await import('vite');
    const dir = mkdtempSync(path.join(path.dirname(zodDir), '.zod-stub-test-'));
    try {
      const entry = path.join(dir, 'entry.js');
      writeFileSync(entry, "export { loginSchema } from '@golfwallet/core/validation/login';\n");
      await build({
        configFile: false,
        logLevel: 'silent',
        root: dir,
        plugins: [zodWithoutJsonSchema()],
        resolve: { dedupe: ['zod'] },
        build: {
          outDir: path.join(dir, 'out'),
          minify: false,
          lib: { entry, formats: ['es'], fileName: 'bundle' },
        },
      });
      const bundle = readdirSync(path.join(dir, 'out')).find((file) => file.startsWith('bundle'))!;
      const code = readFileSync(path.join(dir, 'out', bundle), 'utf8');
      expect(code).not.toContain('exactPatterns');
      const { loginSchema } = (await import(pathToFileURL(path.join(dir, 'out', bundle)).href)) as {
        loginSchema: z.ZodType;
      };
      const result = loginSchema.safeParse({ email: 'no-at-sign', password: '' });
      expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
        ['email', 'validation.validEmail'],
        ['password', 'validation.enterPassword'],
      ]);
      expect(loginSchema.parse({ email: ' A@B.dk ', password: 'x' })).toEqual({
        email: 'a@b.dk',
        password: 'x',
      });
      expect(loginSchema['~standard'].vendor).toBe('zod');
      expect(() => loginSchema.toJSONSchema()).toThrow('JSON Schema is not built in the browser');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
