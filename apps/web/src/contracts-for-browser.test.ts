import { describe, expect, it } from 'vitest';
import { contractsForBrowser, withoutUnusedImports } from '../contracts-for-browser';

/** A contract module as the build hands it over (TypeScript already stripped). */
const CONTRACT = `import { z } from 'zod';
import { loginSchema } from '../../validation/login';
import { defineContract } from '../define';

export const createSession = defineContract({
  method: 'POST',
  path: '/session',
  auth: 'public',
  body: loginSchema,
  response: z.object({ token: z.string() }),
});
`;

function transform(code: string, id: string): string | null {
  const hook = contractsForBrowser().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id)?.code ?? null;
}

describe("the browser's contracts", () => {
  it('keep method, path and auth, and no longer import the schemas that only the rest used', () => {
    const code = transform(CONTRACT, '/repo/packages/core/src/contracts/session/create-session.ts');
    expect(code).toContain("method: 'POST', path: '/session', auth: 'public'");
    expect(code).toContain("import { defineContract } from '../define';");
    expect(code).not.toContain('validation/login');
    expect(code).not.toContain("from 'zod'");
  });

  it('keep an import that something left still uses, and a bare import', () => {
    const code = `import 'polyfill';\nimport { a, b } from './x';\nimport { c } from './y';\nexport const d = a;\n`;
    expect(withoutUnusedImports(code)).toBe(
      `import 'polyfill';\nimport { a, b } from './x';\n\nexport const d = a;\n`,
    );
  });
});
