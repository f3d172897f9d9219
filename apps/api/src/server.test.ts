import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** `npm start` as an operator runs it: the server process refuses a configuration before it serves. */

const root = path.resolve(import.meta.dirname, '../../..');

describe('the server at start-up', () => {
  it('refuses to start with a public PUBLIC_URL and the development stand-ins left on, naming each', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gw-server-refuses-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://golfwallet.example',
          DATA_DIR: dataDir,
          PORT: '0',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines[0]).toBe('Invalid configuration:');
      expect(lines.slice(1).map((line) => line.trim().split(':')[0])).toEqual([
        'DEV_UNION_SIGNIN',
        'ACQUIRER',
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
