import { describe, expect, it } from 'vitest';
import { configTableProblems, configTableRows, readmeConfigProblems } from './check-config-table';

const README = `# App

## Configuration

| Variable | Default | Meaning |
|---|---|---|
| \`PORT\` | \`3000\` | HTTP port |
| \`PUBLIC_URL\` | \`http://localhost:<PORT>\` | Address in links |
| \`KEY_A\`, \`KEY_B\` | unset | Two keys set together |

## Next section

| \`NOT_CONFIG\` | \`x\` | a table elsewhere |
`;

const defaults = { PORT: 3000, PUBLIC_URL: 'http://localhost:3000', KEY_A: undefined, KEY_B: undefined };

describe('configTableRows', () => {
  it('reads the variables and the Default cell of each row under "## Configuration" only', () => {
    expect(configTableRows(README)).toEqual([
      { names: ['PORT'], defaultCell: '`3000`' },
      { names: ['PUBLIC_URL'], defaultCell: '`http://localhost:<PORT>`' },
      { names: ['KEY_A', 'KEY_B'], defaultCell: 'unset' },
    ]);
  });
});

describe('configTableProblems', () => {
  const rows = configTableRows(README);

  it('accepts a table that names every variable with its default', () => {
    expect(configTableProblems(rows, Object.keys(defaults), defaults)).toEqual([]);
  });

  it('names a variable the schema has and the table misses', () => {
    expect(configTableProblems(rows, [...Object.keys(defaults), 'SMS_SENDER'], defaults)).toEqual([
      'SMS_SENDER is read by the server but has no row in the table',
    ]);
  });

  it('names a row whose variable the schema no longer has', () => {
    expect(configTableProblems(rows, ['PORT', 'PUBLIC_URL', 'KEY_A'], defaults)).toEqual([
      'KEY_B has a row in the table but the server does not read it',
    ]);
  });

  it('names a default that differs, and "unset" for a variable that has one', () => {
    expect(configTableProblems(rows, Object.keys(defaults), { ...defaults, PORT: 8080, KEY_B: 'b' })).toEqual(
      [
        "PORT: the table says the default is `3000`, the server's is `8080`",
        "PUBLIC_URL: the table says the default is `http://localhost:<PORT>`, the server's is `http://localhost:3000`",
        "KEY_B: the table says the default is unset, the server's is `b`",
      ],
    );
  });
});

describe('README.md', () => {
  it('documents every variable of apps/api/src/config.ts with its default, and no other', () => {
    expect(readmeConfigProblems()).toEqual([]);
  });
});
