import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh platform module (it keeps the loaded native implementation). */
async function freshPlatform() {
  vi.resetModules();
  return import('./platform');
}

function bridge(native: boolean, name: string) {
  (globalThis as { Capacitor?: unknown }).Capacitor = {
    isNativePlatform: () => native,
    getPlatform: () => name,
  };
}

afterEach(() => {
  delete (globalThis as { Capacitor?: unknown }).Capacitor;
});

describe('platform', () => {
  it('is the browser where no native shell put its bridge', async () => {
    const { loadNativePlatform, platform } = await freshPlatform();
    await loadNativePlatform();
    expect(platform().name).toBe('web');
  });

  it("is the browser where Capacitor's web runtime says it is not native", async () => {
    bridge(false, 'web');
    const { loadNativePlatform, platform } = await freshPlatform();
    await loadNativePlatform();
    expect(platform().name).toBe('web');
  });

  it.each(['android', 'ios'] as const)('is the Capacitor one inside the %s app once loaded', async (name) => {
    bridge(true, name);
    const { loadNativePlatform, platform } = await freshPlatform();
    await loadNativePlatform();
    expect(platform().name).toBe(name);
    expect(platform().push.supported()).toBe(false);
  });
});
