import { describe, expect, it } from 'vitest';
import { enginesExcluding } from './check-engines';

describe('enginesExcluding', () => {
  const lock = {
    '': { version: '0.1.0', engines: { node: '>=24.21' } },
    'node_modules/react-router': { version: '8.5.1', engines: { node: '>=22.22.0' } },
    'node_modules/old-style': { version: '1.0.0', engines: ['node >= 0.8'] },
    'node_modules/no-engines': { version: '1.0.0' },
    'node_modules/@esbuild/win32-x64': { version: '0.25.0', optional: true, engines: { node: '>=99' } },
  };

  it('accepts a Node every range includes', () => {
    expect(enginesExcluding(lock, 'v24.21.0')).toEqual([]);
  });

  it('names each package, the root included, whose range excludes the running Node', () => {
    expect(enginesExcluding(lock, 'v20.20.2')).toEqual([
      'golfwallet (root)@0.1.0 wants node >=24.21',
      'react-router@8.5.1 wants node >=22.22.0',
    ]);
  });

  it('leaves out optional packages npm skips on this platform', () => {
    expect(enginesExcluding(lock, 'v24.21.0').some((line) => line.includes('esbuild'))).toBe(false);
  });
});
